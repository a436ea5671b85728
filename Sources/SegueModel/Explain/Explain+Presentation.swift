import SegueSupport
import SegueScenario

/// `segue check --explain` for a modal's presentation controller and sheet (docs/scenarios.md).
func describePresentation(_ scenario: Scenario) -> [String] {
    var out: [String] = []
    let device = scenario.device, size = device.size
    func pt(_ v: Double) -> String { DecimalText.compact(v, decimals: 1, rounding: .halfAwayFromZero) }
    if let pc = scenario.presentationController {
        out.append("")
        out.append("presentation controller (UIPresentationController):")
        if let f = pc.frame, f.count == 4 {
            let r = [f[0].resolve(in: size.width), f[1].resolve(in: size.height), f[2].resolve(in: size.width), f[3].resolve(in: size.height)]
            out.append("  frameOfPresentedViewInContainerView → (\(r.map(pt).joined(separator: ", "))) pt")
        } else {
            out.append("  frameOfPresentedViewInContainerView → the presented screen's own frame")
        }
        if let d = pc.dimming {
            out.append("  dimming view \(d.color.hex) below the presented view: alpha 0 → \(pt(d.alpha)) alongside the presentation, "
                       + "→ 0 alongside the dismissal (scrubbed with an interactive one); removed only when the dismissal completes")
        } else {
            out.append("  no dimming view")
        }
        out.append("  shouldRemovePresentersView \(pc.shouldRemovePresentersView)"
                   + (pc.shouldRemovePresentersView ? ": the presenter's view leaves when the presentation completes, returns when a dismissal begins" : ""))
    }
    guard let sheet = scenario.sheet else { return out }
    let geometry = SheetGeometry(sheet: sheet, device: device, containerSize: size)
    out.append("")
    out.append("sheet (UISheetPresentationController):")
    let detents = sheet.detents.map { d in
        var height = "\(pt(geometry.height(of: d.identifier))) pt"
        if case .custom(let h) = d.kind { height = "\(pt(h)) pt + the \(pt(device.safeAreaBottom)) pt bottom safe area" }
        return "\(d.identifier) \(height) (top at \(pt(geometry.top(of: d.identifier))))"
    }
    out.append("  detents: " + detents.joined(separator: ", ") + "; large = the container less its top inset \(pt(device.sheetTopInset)) pt")
    out.append("  presented at \(sheet.selectedDetentIdentifier); prefersGrabberVisible \(sheet.prefersGrabberVisible); "
               + "isModalInPresentation \(sheet.isModalInPresentation)")
    let undimmed = sheet.largestUndimmedDetentIdentifier.map { "no dimming up to \($0), " } ?? "every detent dims: "
    out.append("  dimming: \(undimmed)black up to alpha \(pt(SheetGeometry.maximumDimmingAlpha)) one detent above, following the sheet's height")
    out.append("  spring: UIKit block spring, \(pt(SheetPresentationController.settleDuration)) s, damping ratio "
               + "\(pt(SheetPresentationController.settleDampingRatio)); a release's initialVelocity = velocity / remaining distance")
    out.append("  ↑ ↓ or a mouse drag move the sheet; a release settles at the detent nearest top + (v / 1000) × 0.998 / 0.002, "
               + (sheet.isModalInPresentation ? "never dismisses (presentationControllerDidAttemptToDismiss)" : "or dismisses when the container's bottom is nearer"))
    if geometry.recession(height: geometry.sheetHeight) > 0 {
        out.append("  the presenter recedes behind the large sheet: scale \(DecimalText.compact(SheetGeometry.recededScale)) about its top centre, "
                   + "down \(pt(device.safeAreaTop)) pt")
    }
    return out
}
