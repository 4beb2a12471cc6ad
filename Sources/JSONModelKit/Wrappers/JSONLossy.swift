/// Decodes a property leniently: what does not fit is dropped or defaulted instead of failing
/// the whole decode.
///
/// Inside a model, write it as `@Lossy`.
///
/// - On an array, a set or a `[String: V]` dictionary (or an optional one), each element that
///   does not decode is left out (``JSONModel/DecodingReport/Kind/dropped``).
/// - A value that fails as a whole (a scalar of the wrong JSON type, a collection that is not
///   a collection) is converted when that is exact (`"42"` → `42`, `42` → `"42"`,
///   `"true"` → `true`; ``JSONModel/DecodingReport/Kind/coerced``), and otherwise keeps the
///   declared default (``JSONModel/DecodingReport/Kind/defaulted``). (`0` and `1` are already
///   valid `Bool` values.)
///
/// A missing key is still an error unless the property is also `@Optional` or optional.
/// Pass a ``JSONModel/DecodingReport`` to ``JSONModel/fromJSONString(_:options:report:)`` to
/// learn what was dropped.
///
/// ```swift
/// final class Feed: JSONModel {
///     @Lossy var items: [Item] = []            // bad items are skipped
///     @Lossy var ratings: [String: Int] = [:]  // bad ratings are skipped
///     @Lossy var count = 0                     // "12" is read as 12
/// }
/// ```
@propertyWrapper
public struct JSONLossy<Value>: ModelPropertyWrapper {
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

    package var traits: PropertyTraits { PropertyTraits(isLossy: true) }

    package func makeWrapperCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec {
        // The lenient codec is made for the innermost value, inside any other wrappers.
        var lossy = factory
        lossy.isLossy = true
        return WrapperCodec(
            prototype: self,
            wrapped: try lossy.codec(forWrappedValueOf: self),
            access: .libraryWrapper
        )
    }
}

extension JSONLossy: Sendable where Value: Sendable {}
extension JSONLossy: Equatable where Value: Equatable {}
extension JSONLossy: Hashable where Value: Hashable {}
