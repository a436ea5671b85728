import Foundation
import SegueCore

/// The numeric timeline export (SPEC §6.3): one row per frame per view in the container,
/// bottom to top: `t,phase,percent,view,x,y,width,height,scale,rotation,alpha`.
///
/// - `t`: session time in seconds, 4 decimals;
/// - `percent`: the transition's time offset / duration, 6 decimals, empty when idle;
/// - `view`: the screen id, `cover`, or `screen.element` for a snapshot;
/// - `x`, `y`, `width`, `height`: the frame before the transform, points relative to the container, 3 decimals;
/// - `scale`: the transform's horizontal scale (views scale uniformly here), 6 decimals;
/// - `rotation`: degrees, 3 decimals; `alpha`: 0…1, 6 decimals.
/// Numbers are formatted without locale and never as `-0`, so output is byte-identical run after run.
public enum TimelineCSV {
    public static let header = "t,phase,percent,view,x,y,width,height,scale,rotation,alpha"

    static func number(_ v: Double, _ decimals: Int) -> String {
        let s = String(format: "%.\(decimals)f", v)
        if s.hasPrefix("-"), s.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { return String(s.dropFirst()) }
        return s
    }

    /// The rows of one frame at session time `t`.
    public static func rows(t: Double, scene: Scene) -> [String] {
        let phase = scene.hud.phase.rawValue
        let percent = scene.hud.percent.map { number($0, 6) } ?? ""
        return scene.views.map { v in
            [number(t, 4), phase, percent, v.id,
             number(v.frame.minX, 3), number(v.frame.minY, 3), number(v.frame.width, 3), number(v.frame.height, 3),
             number(v.transform.scaleX, 6), number(v.transform.rotation * 180 / Double.pi, 3), number(v.alpha, 6),
            ].joined(separator: ",")
        }
    }
}
