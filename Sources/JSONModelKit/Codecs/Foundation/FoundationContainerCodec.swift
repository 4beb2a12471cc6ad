import Foundation

/// `NSArray` and `NSDictionary`: a JSON array or object of any JSON values, held as the
/// Foundation objects `JSONSerialization` makes (``FoundationObjectTree``): `NSString`,
/// `NSNumber` (floating point for a literal with a fraction or an exponent), `NSNull`,
/// `NSArray` and `NSDictionary`, built bottom-up so that no depth overflows the stack.
///
/// Written from any JSON-compatible Foundation values; anything else (an object JSON cannot
/// hold) is an `invalidValue` error naming where it is.
final class FoundationContainerCodec<Container: NSObject>: ValueCodec<Container>, @unchecked Sendable {
    override var shape: CodecShape { kind == .array ? .jsonTypes(["array"]) : .jsonTypes(["object"]) }

    /// The JSON kind of the container: `.array` or `.object`.
    let kind: JSONKind

    private init(kind: JSONKind) {
        self.kind = kind
        super.init(typeName: String(describing: Container.self))
    }

    override func decode(at index: Int, in context: DecodingContext) throws(JSONModelError) -> Container {
        guard context.kind(at: index) == kind,
            let container = try FoundationObjectTree.object(at: index, in: context) as? Container
        else {
            throw mismatch(context, at: index, expected: "\(typeName) (a JSON \(kind == .array ? "array" : "object"))")
        }
        return container
    }

    override func encode(
        _ value: Container,
        to writer: inout JSONWriter,
        in context: EncodingContext
    ) throws(JSONModelError) {
        let tape = try FoundationValueConversion.tape(from: value, maxDepth: writer.maxDepth)
        try tape.write(valueAt: 0, to: &writer)
    }

    /// `NSArray`: a JSON array.
    static func arrays() -> FoundationContainerCodec<NSArray> {
        FoundationContainerCodec<NSArray>(kind: .array)
    }

    /// `NSDictionary`: a JSON object.
    static func dictionaries() -> FoundationContainerCodec<NSDictionary> {
        FoundationContainerCodec<NSDictionary>(kind: .object)
    }
}
