import Testing
import SegueJSON

/// `JSONWriter.readable`: the layout of the built-in scenarios, written by hand here.
struct JSONReadableTests {
    @Test func membersAndArraysOfObjectsGoOnLinesOfTheirOwn() throws {
        let text = #"{"b":1.50,"a":[{"id":"x","n":[1,2]},{"id":"y"}],"c":{"k":"v","e":[]},"d":["s",true,null]}"#
        let expected = """
        {
          "b": 1.50,
          "a": [
            {"id": "x", "n": [1, 2]},
            {"id": "y"}
          ],
          "c": {"k": "v", "e": []},
          "d": ["s", true, null]
        }

        """
        #expect(JSONWriter.readable(try JSONParser.parse(text, file: "t.json")) == expected)
    }

    /// What it writes reads back to the same document.
    @Test func itReadsBackToTheSameDocument() throws {
        let text = #"{"s":"a \"q\" \u0001","x":[{"y":[{"z":-0.0}]}]}"#
        let node = try JSONParser.parse(text, file: "t.json")
        let again = try JSONParser.parse(JSONWriter.readable(node), file: "t.json")
        #expect(JSONWriter.compact(again) == JSONWriter.compact(node))
    }

    @Test func aValueThatIsNotAnObjectIsOneLine() throws {
        #expect(JSONWriter.readable(try JSONParser.parse("[1, 2]", file: "t.json")) == "[1, 2]\n")
    }
}
