// cross-dissolve: Child view controllers: cross-dissolve
// Written by `segue export cross-dissolve --target swiftui`; the values are the scenario's.

import SwiftUI

extension Animation {
    /// transition: 0.3 s, easeInOut.
    static var crossDissolveTransition: Animation { .easeInOut(duration: 0.3) }
}

extension AnyTransition {
    /// A switch between child views (transition(from:to:duration:options:animations:completion:),
    /// options [.transitionCrossDissolve]): on each child's view, switched in
    /// `withAnimation(.crossDissolveTransition)`.
    static var crossDissolveChild: AnyTransition { .opacity }
}
