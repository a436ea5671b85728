// swing-drop: Keyframe dismissal: swing and drop
// Written by `segue export swing-drop --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - present: the cover view (#000000, alpha 0 → 0.6): a transition moves one view, so dim with a view
//   of your own
// - dismiss: 5 keyframes on removal (keyframeAnimator can play them)
// - dismiss: the cover view (#000000, 1 keyframe): a transition moves one view, so dim with a view of
//   your own

import SwiftUI

extension Animation {
    /// present: UIKit's block spring (duration 1 s, damping ratio 0.8, velocity 1), converted.
    /// How close: max |Δ| = 0.000367 at t = 1.000 s (UIKit cuts it at 1 s, SwiftUI lets it settle),
    /// as `segue curve 'spring(duration: 1, damping: 0.8, velocity: 1)' --as swiftui` prints.
    /// `.spring(response:dampingFraction:)` takes no initial velocity, so this is the physical form.
    static var swingDropPresent: Animation {
        .interpolatingSpring(mass: 1, stiffness: 77.490321, damping: 14.084574, initialVelocity: 1)
    }

    /// dismiss: 1.6 s, easeInOut.
    static var swingDropDismiss: Animation { .easeInOut(duration: 1.6) }
}

extension AnyTransition {
    /// The presented screen (sign): inserted by present, removed by dismiss, as `SwingDropPresentation`
    /// shows it; `size` is the container's (offsets are fractions of it).
    static func swingDropPresented(in size: CGSize) -> AnyTransition {
        .asymmetric(insertion: .offset(y: size.height), removal: .identity)
    }
}

/// The presented screen (sign) over `base` while `isPresented` is true, with the scenario's transition.
/// SwiftUI runs a transition when a view is inserted or removed, and `.sheet` and `.fullScreenCover`
/// ignore it (they slide up): so the screen is a conditional view in a ZStack. Present with
/// `withAnimation(.swingDropPresent) { isPresented = true }`, dismiss with `withAnimation(.swingDropDismiss) { isPresented = false }`.
struct SwingDropPresentation<Base: View, Presented: View>: View {
    @Binding var isPresented: Bool
    let base: Base
    let presented: Presented

    var body: some View {
        GeometryReader { geometry in
            ZStack {
                base
                if isPresented {
                    presented
                        .transition(.swingDropPresented(in: geometry.size))
                        .zIndex(1)  // above `base` while it leaves
                }
            }
        }
    }
}
