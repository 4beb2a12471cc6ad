/// A name the converter looks for or writes (a key, a child element's tag, an item tag), as
/// UTF-8 in memory of its own.
///
/// Read through a pointer: compared with the input and copied into the tape without going
/// through `String`, whose small-string form has no address to lend and whose
/// `withContiguousStorageIfAvailable` took a closure, a retain and an ASCII scan per element.
/// Layouts keep their names for the life of the process.
final class XMLName: @unchecked Sendable {
    // @unchecked: immutable after construction; the bytes are never written again.

    /// The name as a string, for messages.
    let string: String
    /// The UTF-8, `count` bytes (never empty memory: at least one byte is allocated).
    private let start: UnsafeMutablePointer<UInt8>
    /// The length of the UTF-8.
    let count: Int
    /// Whether every byte is ASCII.
    let isASCII: Bool
    /// Whether the reader may match the name where a start tag is expected
    /// (``XMLReader/isExpectableName(_:)``).
    let isExpectable: Bool

    /// `item`, the default tag of a collection's items.
    static let item = XMLName("item")
    /// `entry`, the tag of a dictionary's entries.
    static let entry = XMLName("entry")

    init(_ string: String) {
        self.string = string
        let utf8 = Array(string.utf8)
        count = utf8.count
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, utf8.count))
        start.initialize(from: utf8, count: utf8.count)
        isASCII = utf8.allSatisfy { $0 < 0x80 }
        isExpectable = utf8.withUnsafeBufferPointer { XMLReader.isExpectableName($0) }
    }

    deinit {
        start.deallocate()
    }

    /// The UTF-8, valid while the name is.
    @inline(__always)
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    /// The UTF-8 when the reader may match it (``isExpectable``), else `nil`.
    @inline(__always)
    var expectableBytes: UnsafeBufferPointer<UInt8>? {
        isExpectable ? bytes : nil
    }

    /// Whether `other` (UTF-8) is this name.
    @inline(__always)
    func matches(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard other.count == count, let otherStart = other.baseAddress else { return false }
        return XMLWord.bytesEqual(start, otherStart, count: count)
    }
}
