// modal-spring: Modal present with a spring
// Written by `segue export modal-spring --target swiftui`; the values are the scenario's.

import SwiftUI

extension Animation {
    /// present: UIKit's block spring (duration 0.6 s, damping ratio 0.6, velocity 0), converted.
    /// How close: max |Δ| = 0.000851 at t = 0.641 s (UIKit cuts it at 0.6 s, SwiftUI lets it settle),
    /// as `segue curve 'spring(duration: 0.6, damping: 0.6, velocity: 0)' --as swiftui` prints.
    static var modalSpringPresent: Animation { .spring(response: 0.34168, dampingFraction: 0.6) }

    /// dismiss: UIKit's block spring (duration 0.6 s, damping ratio 0.6, velocity 0), converted.
    /// How close: max |Δ| = 0.000851 at t = 0.641 s (UIKit cuts it at 0.6 s, SwiftUI lets it settle),
    /// as `segue curve 'spring(duration: 0.6, damping: 0.6, velocity: 0)' --as swiftui` prints.
    static var modalSpringDismiss: Animation { .spring(response: 0.34168, dampingFraction: 0.6) }
}

extension AnyTransition {
    /// The presented screen (details): inserted by present, removed by dismiss, as
    /// `ModalSpringPresentation` shows it.
    static var modalSpringPresented: AnyTransition { .move(edge: .bottom) }
}

/// The presented screen (details) over `base` while `isPresented` is true, with the scenario's transition.
/// SwiftUI runs a transition when a view is inserted or removed, and `.sheet` and `.fullScreenCover`
/// ignore it (they slide up): so the screen is a conditional view in a ZStack. Present with
/// `withAnimation(.modalSpringPresent) { isPresented = true }`, dismiss with `withAnimation(.modalSpringDismiss) { isPresented = false }`.
struct ModalSpringPresentation<Base: View, Presented: View>: View {
    @Binding var isPresented: Bool
    let base: Base
    let presented: Presented

    var body: some View {
        ZStack {
            base
            if isPresented {
                presented
                    .transition(.modalSpringPresented)
                    .zIndex(1)  // above `base` while it leaves
            }
        }
    }
}
