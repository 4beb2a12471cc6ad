import Foundation

/// Runs typed-throwing work over the contiguous UTF-8 bytes of a `String` or `Data`, without
/// copying when the storage is already contiguous.
///
/// Package API so that JSONModelXML reads its input in place as the JSON reader does.
package enum UTF8Input {
    package static func withBytes<Result>(
        of string: String,
        _ body: (UnsafeBufferPointer<UInt8>) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result {
        var string = string
        return try string.withUTF8 { bytes in
            Swift.Result { () throws(JSONModelError) in try body(bytes) }
        }.get()
    }

    package static func withBytes<Result>(
        of data: Data,
        _ body: (UnsafeBufferPointer<UInt8>) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result {
        try data.withUnsafeBytes { raw in
            Swift.Result { () throws(JSONModelError) in try body(raw.bindMemory(to: UInt8.self)) }
        }.get()
    }

    package static func withBytes<Result>(
        of bytes: [UInt8],
        _ body: (UnsafeBufferPointer<UInt8>) throws(JSONModelError) -> Result
    ) throws(JSONModelError) -> Result {
        try bytes.withUnsafeBufferPointer { buffer in
            Swift.Result { () throws(JSONModelError) in try body(buffer) }
        }.get()
    }
}
