/// The property wrapper behind the marking wrappers: ``JSONOptional``, ``JSONIgnore``,
/// ``JSONEncodeNull`` and the date wrappers (``JSONDateOnly``, ``JSONISO8601``,
/// ``JSONUnixTime``, ``JSONUnixTimeMilliseconds``), and JSONModelXML's `XMLAttribute` and
/// `XMLText`.
///
/// Each of those names is this wrapper with its own ``JSONPropertyMark``, which says how the
/// property maps; the wrapper itself only holds the value. Write the names, not this type:
///
/// ```swift
/// final class Settings: JSONModel {
///     @Optional var retries = 3        // JSONMarked<JSONMarks.OptionalKey, Int>
///     @Ignore var cache: [String: Int] = [:]
/// }
/// ```
@propertyWrapper
public struct JSONMarked<Mark: JSONPropertyMark, Value>: ModelPropertyWrapper {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps the property's initial value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// An optional property declared without a default (`nil`).
    public init() where Value: ExpressibleByNilLiteral {
        self.wrappedValue = nil
    }

    package var traits: PropertyTraits { Mark.traits }
}

extension JSONMarked: Sendable where Value: Sendable {}
extension JSONMarked: Equatable where Value: Equatable {}
extension JSONMarked: Hashable where Value: Hashable {}

extension JSONMarked: CustomStringConvertible, CustomDebugStringConvertible {
    /// The wrapped value's description: a marked property prints as its value, in a model's
    /// description as anywhere else.
    public var description: String { String(describing: wrappedValue) }

    /// The wrapped value's debug description (`"Ann"`, `nil`, `1.5`).
    public var debugDescription: String { String(reflecting: wrappedValue) }
}

/// What a ``JSONMarked`` wrapper says about its property.
///
/// The library's marks are the members of ``JSONMarks``. A mark of your own can only repeat
/// one of them, since ``PropertyTraits`` has no public initializer.
public protocol JSONPropertyMark: Sendable {
    /// How the marked property maps.
    static var traits: PropertyTraits { get }
}

/// The marks of the library's marking wrappers; see ``JSONMarked``.
public enum JSONMarks {}
