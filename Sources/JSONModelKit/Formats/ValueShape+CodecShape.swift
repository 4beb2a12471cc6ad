extension ValueShape {
    /// The coarse shape of a codec's values, from what the codec reads and writes.
    ///
    /// The one mapping from a ``CodecShape``: strings of every format (URLs, UUIDs, base64,
    /// formatted dates, transforms) are strings, integers and other numbers are numbers, an
    /// enum looks like its raw value, and a wrapper, optional, field or lenient value like the
    /// value it holds.
    init(_ shape: CodecShape) {
        switch shape {
        case .string, .url, .uuid, .base64, .transform:
            self = .string
        case .boolean:
            self = .bool
        case .integer, .number:
            self = .number
        case .any:
            self = .any
        case .jsonTypes:
            // Any JSON, so that XML text reads as a number or a Boolean (`NSNumber`), whichever
            // it is.
            self = .any
        case .date(let decoding, _):
            switch decoding {
            case .secondsSince1970, .millisecondsSince1970: self = .number
            default: self = .string
            }
        case .enumeration(let raw, _):
            self.init(raw.shape)
        case .model(.modelClass(let modelClass)):
            self = .model(modelClass)
        case .model(.structType(let structType)):
            self = .structType(structType)
        case .wrapper(let wrapped), .optional(let wrapped), .field(let wrapped), .lenient(let wrapped),
            .constrained(let wrapped, _):
            self.init(wrapped.shape)
        case .array(let element, _, _):
            self = .array(ValueShape(element.shape))
        case .dictionary(let value, _, _, _):
            self = .dictionary(ValueShape(value.shape))
        case .unmapped:
            // XML text: a JSON string to the hooks that handle the property.
            self = .string
        }
    }
}
