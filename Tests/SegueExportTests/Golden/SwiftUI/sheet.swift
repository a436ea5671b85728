// sheet: Page sheet with medium and large detents
// Written by `segue export sheet --target swiftui`; the values are the scenario's.
//
// Left to SwiftUI (the scenario keeps UIKit's default):
// - present, dismiss: the sheet's own slide, drag, detent spring and dimming, what .sheet does itself

import SwiftUI

extension View {
    /// The scenario's page sheet (iOS 16; 16.4 for presentationBackgroundInteraction): put it on the
    /// sheet's content, inside `.sheet(isPresented:)`.
    /// Start `selection` at `.medium`, the detent the sheet is presented at.
    func sheetSheet(selection: Binding<PresentationDetent>) -> some View {
        presentationDetents([.medium, .large], selection: selection)
            .presentationDragIndicator(.visible)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    }
}
