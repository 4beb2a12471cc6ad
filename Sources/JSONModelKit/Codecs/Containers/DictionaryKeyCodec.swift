/// Reads and writes the keys of a dictionary whose keys are not `String`s: a JSON object's keys
/// are always strings, so each key is the text of its integer or raw value (`"1"` for `1`,
/// `"a"` for `Kind.a`).
///
/// Built once per dictionary type, with the dictionary's codec; immutable afterwards.
class DictionaryKeyCodec<Key>: @unchecked Sendable {
    /// The key type's name in messages: `Int`, `Kind`.
    let typeName: String

    init(typeName: String) {
        self.typeName = typeName
    }

    /// The key whose text is `text`, or `nil` when `text` is not the text of one.
    func key(from text: String) -> Key? { nil }

    /// The JSON object key of `key`.
    func text(of key: Key) -> String { "" }

    /// Every key's text, when the keys are a known list (an enum's cases); otherwise empty.
    var allowedTexts: [String] { [] }

    /// A regular expression every key's text matches (integer keys), for JSON Schema's
    /// `propertyNames`; `nil` when ``allowedTexts`` lists the keys or any text may do.
    var pattern: String? { nil }

    /// The `invalidValue` error for an object key `text` that is not a key of this type.
    final func unknownKey(_ text: String) -> JSONModelError {
        let quoted = "\"\(JSONModelError.escapedForMessage(text))\""
        let allowed = allowedTexts
        if !allowed.isEmpty {
            let list = allowed.map { "\"\(JSONModelError.escapedForMessage($0))\"" }.joined(separator: ", ")
            return JSONModelError(code: .invalidValue, message: "key \(quoted) is not a \(typeName); allowed: \(list)")
        }
        return JSONModelError(code: .invalidValue, message: "key \(quoted) is not a \(typeName)\(reason)")
    }

    /// Why a text is refused, after the type's name in ``unknownKey(_:)``.
    var reason: String { "" }

    /// The codec of `Key`'s keys, or `nil` when JSONModelKit does not map dictionaries keyed by
    /// `Key` itself.
    ///
    /// The key types mapped: `String`, every integer type, and `RawRepresentable` types (enums)
    /// with `String` or integer raw values.
    static func make(for type: Key.Type) -> DictionaryKeyCodec<Key>? {
        let untyped: AnyObject?
        if type == String.self {
            untyped = StringKeyCodec()
        } else if let integer = type as? any FixedWidthInteger.Type {
            untyped = integerKeys(integer)
        } else if let rawRepresentable = type as? any RawRepresentable.Type {
            untyped = rawValueKeys(rawRepresentable)
        } else {
            untyped = nil
        }
        return untyped as? DictionaryKeyCodec<Key>
    }

    private static func integerKeys<Integer: FixedWidthInteger>(_ type: Integer.Type) -> AnyObject {
        IntegerKeyCodec<Integer>()
    }

    private static func rawValueKeys<Enum: RawRepresentable>(_ type: Enum.Type) -> AnyObject? {
        guard let raw = DictionaryKeyCodec<Enum.RawValue>.make(for: Enum.RawValue.self) else { return nil }
        return RawValueKeyCodec<Enum>(raw: raw)
    }
}

/// `String` keys, as they are (the raw values of `String` enums).
final class StringKeyCodec: DictionaryKeyCodec<String>, @unchecked Sendable {
    init() { super.init(typeName: "String") }

    override func key(from text: String) -> String? { text }

    override func text(of key: String) -> String { key }
}

/// Integer keys, written in decimal: only the canonical text of an integer in range is a key
/// (`"1"`, `"-2"`, not `"01"`, `"+1"`, `"-0"` or `"1.0"`), so that two JSON keys never map to
/// one dictionary key.
final class IntegerKeyCodec<Integer: FixedWidthInteger>: DictionaryKeyCodec<Integer>, @unchecked Sendable {
    init() { super.init(typeName: String(describing: Integer.self)) }

    override func key(from text: String) -> Integer? {
        guard let value = Integer(text, radix: 10), String(value) == text else { return nil }
        return value
    }

    override func text(of key: Integer) -> String { String(key) }

    override var pattern: String? {
        Integer.isSigned ? "^(0|-?[1-9][0-9]*)$" : "^(0|[1-9][0-9]*)$"
    }

    override var reason: String {
        " (a decimal integer from \(Integer.min) to \(Integer.max), with no plus sign, leading zeros or fraction)"
    }
}

/// Keys of a `RawRepresentable` type (an enum): the text of the raw value; an unknown raw value
/// is not a key.
final class RawValueKeyCodec<Enum: RawRepresentable>: DictionaryKeyCodec<Enum>, @unchecked Sendable {
    let raw: DictionaryKeyCodec<Enum.RawValue>
    /// The cases' key texts, listed once (empty when the cases cannot be listed).
    private let caseTexts: [String]

    init(raw: DictionaryKeyCodec<Enum.RawValue>) {
        self.raw = raw
        caseTexts = EnumCaseReflection.allCases(of: Enum.self).map { raw.text(of: $0.rawValue) }
        super.init(typeName: String(describing: Enum.self))
    }

    override func key(from text: String) -> Enum? {
        raw.key(from: text).flatMap(Enum.init(rawValue:))
    }

    override func text(of key: Enum) -> String { raw.text(of: key.rawValue) }

    override var allowedTexts: [String] { caseTexts }

    override var pattern: String? { caseTexts.isEmpty ? raw.pattern : nil }

    override var reason: String { raw.reason }
}
