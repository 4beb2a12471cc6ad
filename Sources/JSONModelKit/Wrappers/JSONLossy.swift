/// Decodes a property leniently: what does not fit is dropped or defaulted instead of failing
/// the whole decode.
///
/// Inside a model, write it as `@Lossy`.
///
/// - On an array, a set or a `[String: V]` dictionary (or an optional one), each element that
///   does not decode is left out (``JSONModel/DecodingReport/Kind/dropped``).
/// - On any other type, a value of the wrong JSON type is converted when that is exact
///   (`"42"` → `42`, `42` → `"42"`, `"true"` or `1` → `true`;
///   ``JSONModel/DecodingReport/Kind/coerced``); otherwise, and for a collection that is not a
///   collection at all, the property keeps its declared default
///   (``JSONModel/DecodingReport/Kind/defaulted``).
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

    var traits: PropertyTraits { PropertyTraits(isLossy: true) }

    func makeWrapperCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec {
        var inner = factory
        inner.prototype = wrappedValue
        let lossy: ValueCodec<Value>
        if let collection = Value.self as? any LossyCollection.Type,
            let codec = try collection.makeLossyCodec(factory: inner) as? ValueCodec<Value>
        {
            lossy = codec
        } else {
            lossy = LossyValueCodec(inner: try inner.codec(for: Value.self), defaultValue: wrappedValue)
        }
        return WrapperCodec<Self>(prototype: self, wrapped: lossy)
    }
}

extension JSONLossy: Sendable where Value: Sendable {}
extension JSONLossy: Equatable where Value: Equatable {}
extension JSONLossy: Hashable where Value: Hashable {}
