import Foundation

/// Writes a deterministic XML feed of about the requested size: realistic entries with
/// attributes, nested elements, ISO 8601 dates, URLs, numbers, Booleans, escaped text and
/// wrapped category lists.
///
/// The text is written by hand, not by either library under test.
public enum FeedGenerator {
    /// A feed of at least `targetByteCount` bytes (it ends after the entry that reaches it).
    public static func document(targetByteCount: Int) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feed version=\"2.0\">\n"
        text += "  <title>Engineering notes</title>\n  <updated>2024-05-01T12:30:00Z</updated>\n"
        var state: UInt64 = 0x5EED_F00D
        func next(_ range: ClosedRange<Int>) -> Int {
            // xorshift64*: deterministic on every platform.
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let value = state &* 0x2545_F491_4F6C_DD1D
            return range.lowerBound + Int(value % UInt64(range.count))
        }
        let words = ["swift", "xml", "json", "model", "parser", "stream", "fast", "safe", "cache", "graph"]
        let names = ["Ann Lee", "Bo Chen", "Cy Díaz", "Dee O'Neil", "Eve Ørsted"]
        let languages = ["en", "de", "fr", "ja"]
        var id = 1
        while text.utf8.count < targetByteCount {
            let published = 1_577_836_800 + next(0...126_230_399)
            let date = Date(timeIntervalSince1970: TimeInterval(published))
            let name = names[next(0...names.count - 1)]
            let title = (0..<next(3...7)).map { _ in words[next(0...words.count - 1)] }.joined(separator: " ")
            let summary = (0..<next(10...30)).map { _ in words[next(0...words.count - 1)] }.joined(separator: " ")
            let categories = (0..<next(1...4)).map { _ in
                "    <category>\(words[next(0...words.count - 1)])</category>\n"
            }
            text += """
                  <entry id="\(id)" lang="\(languages[next(0...languages.count - 1)])">
                    <title>\(title)</title>
                    <author>
                      <name>\(name.replacingOccurrences(of: "'", with: "&apos;"))</name>
                      <email>user\(next(1...9999))@example.org</email>
                    </author>
                    <published>\(date.formatted(.iso8601))</published>
                    <link>https://example.org/notes/\(id)?ref=feed&amp;lang=en</link>
                    <summary>\(summary) &amp; more &lt;details&gt;</summary>
                    <rating>\(Double(next(0...50)) / 10)</rating>
                    <views>\(next(0...1_000_000))</views>
                    <draft>\(next(0...9) == 0)</draft>
                    <categories>
                \(categories.joined())    </categories>
                  </entry>

                """
            id += 1
        }
        text += "</feed>\n"
        return Data(text.utf8)
    }
}
