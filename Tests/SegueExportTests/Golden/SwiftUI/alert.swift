// alert: Alert-style modal with a dimming cover
// Written by `segue export alert --target swiftui`; the values are the scenario's.
//
// Not generated, because SwiftUI cannot express it:
// - present: the cover view (#000000, alpha 0 → 0.6): a transition moves one view, so dim with a view
//   of your own
// - dismiss: the cover view (#000000, alpha 0.6 → 0): a transition moves one view, so dim with a view
//   of your own

import SwiftUI

extension Animation {
    /// present: UIKit's block spring (duration 1 s, damping ratio 0.8, velocity 1), converted.
    /// How close: max |Δ| = 0.000367 at t = 1.000 s (UIKit cuts it at 1 s, SwiftUI lets it settle),
    /// as `segue curve 'spring(duration: 1, damping: 0.8, velocity: 1)' --as swiftui` prints.
    /// `.spring(response:dampingFraction:)` takes no initial velocity, so this is the physical form.
    static var alertPresent: Animation {
        .interpolatingSpring(mass: 1, stiffness: 77.490321, damping: 14.084574, initialVelocity: 1)
    }

    /// dismiss: UIKit's block spring (duration 1 s, damping ratio 0.8, velocity 1), converted.
    /// How close: max |Δ| = 0.000367 at t = 1.000 s (UIKit cuts it at 1 s, SwiftUI lets it settle),
    /// as `segue curve 'spring(duration: 1, damping: 0.8, velocity: 1)' --as swiftui` prints.
    /// `.spring(response:dampingFraction:)` takes no initial velocity, so this is the physical form.
    static var alertDismiss: Animation {
        .interpolatingSpring(mass: 1, stiffness: 77.490321, damping: 14.084574, initialVelocity: 1)
    }
}

extension AnyTransition {
    /// The presented screen (confirm): inserted by present, removed by dismiss; put it on that view
    /// and change what shows it in `withAnimation(.alertPresent)` / `withAnimation(.alertDismiss)`.
    static var alertPresented: AnyTransition { .offset(y: 844) }
}
