import Testing
@testable import SegueRender

/// The row allocation documented on `PanelLayout`, worked by hand.
struct PanelLayoutTests {
    @Test func fortyRows() {
        // 4 fixed rows + gesture 2 + plot 3 + log 1 = 10; 3 gaps = 13; plot grows by 4 = 17; log takes 23 more.
        let l = PanelLayout(height: 40)
        #expect(l.title == 0 && l.status == 1 && l.bar == 2)
        #expect(l.plotCaption == 4)
        #expect(l.plot == 5..<11)
        #expect(l.gesture == 12..<14)
        #expect(l.log == 15..<39)
        #expect(l.hints == 39)
    }

    @Test func smallHeights() {
        #expect(PanelLayout(height: 0) == PanelLayout(height: -3))
        #expect(PanelLayout(height: 0).title == nil && PanelLayout(height: 0).hints == nil)
        let one = PanelLayout(height: 1)
        #expect(one.title == 0 && one.status == nil && one.hints == nil && one.log.isEmpty)
        let four = PanelLayout(height: 4)
        #expect(four.title == 0 && four.status == 1 && four.bar == 2 && four.hints == 3)
        #expect(four.plot.isEmpty && four.gesture.isEmpty && four.log.isEmpty && four.plotCaption == nil)
        // 5 rows: the gesture (2) does not fit, the plot (3) neither; one log row.
        let five = PanelLayout(height: 5)
        #expect(five.log == 3..<4 && five.hints == 4 && five.gesture.isEmpty)
        // 10 rows: the minimum of every part, no gaps: gesture 3..<5, caption 5, plot 6..<8, log 8, hints 9.
        let ten = PanelLayout(height: 10)
        #expect(ten.gesture.isEmpty == false)
        #expect(ten.plotCaption == 3 && ten.plot == 4..<6 && ten.gesture == 6..<8 && ten.log == 8..<9 && ten.hints == 9)
    }

    @Test(arguments: Array(0...60))
    func rowsNeverOverlapAndStayInside(height: Int) {
        let l = PanelLayout(height: height)
        var rows: [Int] = [l.title, l.status, l.bar, l.plotCaption, l.hints].compactMap { $0 }
        rows += Array(l.plot) + Array(l.gesture) + Array(l.log)
        #expect(Set(rows).count == rows.count)
        #expect(rows.allSatisfy { $0 >= 0 && $0 < max(height, 0) })
        #expect(l.plot.count <= PanelLayout.maximumPlotRows)
    }
}
