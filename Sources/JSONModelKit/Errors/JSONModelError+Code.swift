extension JSONModelError {
    /// A stable identifier for the kind of failure.
    ///
    /// Codes are static members of an extensible struct (not enum cases), so new codes can be
    /// added without breaking a `switch`; always include a `default:` branch.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable text, for example `"typeMismatch"`.
        public let rawValue: String

        /// Creates a code from its stable text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's stable text.
        public var description: String { rawValue }

        /// A required key is missing from a JSON object.
        public static let keyNotFound = Code(rawValue: "keyNotFound")
        /// A JSON value has the wrong kind for the property (a string for an `Int`, `null` for a
        /// non-optional property, ...).
        public static let typeMismatch = Code(rawValue: "typeMismatch")
        /// A JSON value has the right kind but an unusable value (an integer out of range, a bad
        /// date, an unknown enum raw value, NaN on encoding, ...).
        public static let invalidValue = Code(rawValue: "invalidValue")
        /// The input is not valid JSON (RFC 8259).
        ///
        /// ``JSONModelError/line``, ``JSONModelError/column`` and ``JSONModelError/byteOffset``
        /// say where.
        public static let syntaxError = Code(rawValue: "syntaxError")
        /// A model property has a type JSONModelKit cannot map.
        public static let unsupportedType = Code(rawValue: "unsupportedType")
        /// A model class is declared in a way JSONModelKit cannot use (two properties map to one
        /// key, a bad `classForCollectionProperty` answer, ...).
        public static let schemaError = Code(rawValue: "schemaError")
        /// The document or the model graph nests deeper than the configured maximum depth.
        public static let tooDeeplyNested = Code(rawValue: "tooDeeplyNested")
        /// A JSON key matches no property and the options reject unknown keys.
        public static let unknownKey = Code(rawValue: "unknownKey")
        /// A JSON object has the same key twice and the options reject duplicates.
        public static let duplicateKey = Code(rawValue: "duplicateKey")
        /// The input breaks one of the resource limits in ``JSONModel/DecodingOptions``
        /// (`maxInputSize`, `maxStringLength`, `maxCollectionCount`).
        ///
        /// The message names the limit and its value; ``JSONModelError/line``, ``JSONModelError/column`` and
        /// ``JSONModelError/byteOffset`` locate the offending value (for the input size: the
        /// first byte past the limit).
        public static let limitExceeded = Code(rawValue: "limitExceeded")
        /// A ``JSONTransform`` threw while decoding or encoding a value.
        public static let transformFailed = Code(rawValue: "transformFailed")
        /// A decode or encode hook (``JSONModelCoder`` or ``JSONModel/decodeProperty(_:from:)``) threw.
        public static let hookFailed = Code(rawValue: "hookFailed")
        /// ``JSONModel/didDecode()`` threw: the decoded model is not valid.
        public static let validationFailed = Code(rawValue: "validationFailed")
        /// A value breaks one of the model's constraints (``JSONModel/constraints``) or rules
        /// (``JSONModel/rules``), in a decode or in ``JSONModel/validate()``.
        ///
        /// ``JSONModelError/constraint`` names the JSON Schema keyword of the broken limit
        /// (`minimum`, `maxLength`, `pattern`...) or the rule's name; the message says the limit
        /// and the value.
        public static let constraintViolated = Code(rawValue: "constraintViolated")
        /// No model class has the name given to ``JSONModelCoder/decode(rootClassNamed:fromJSONString:)``.
        public static let unknownClass = Code(rawValue: "unknownClass")
        /// Several failures, listed in ``JSONModelError/errors`` (when collecting all errors).
        public static let multiple = Code(rawValue: "multiple")
    }
}
