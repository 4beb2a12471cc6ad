/// A property wrapper of your own that JSONModelKit reads and writes as its wrapped value.
///
/// Conform a wrapper to it, usually with an empty extension, and a property that uses the
/// wrapper maps under the property's name (not the storage's `_name`), is read and written
/// as its `Value`, and keeps the wrapper's logic: decoding assigns through the wrapper's own
/// `wrappedValue` setter on the wrapper the model's `init()` made, so a clamping or trimming
/// wrapper clamps or trims decoded values, and configuration given in the declaration stays.
///
/// ```swift
/// @propertyWrapper
/// struct Clamped: JSONPropertyWrapper {
///     private var value: Int
///     var wrappedValue: Int {
///         get { value }
///         set { value = min(max(newValue, 0), 100) }
///     }
///     init(wrappedValue: Int) {
///         value = min(max(wrappedValue, 0), 100)
///     }
/// }
///
/// nonisolated final class Volume: JSONModel {
///     @Clamped var percent = 50      // {"percent": 140} decodes as 100
/// }
/// ```
///
/// A wrapper that does not conform but is `Codable` is read and written with its own
/// `Codable` implementation, also under the property's name. Any other wrapper is a schema
/// error that shows this conformance as the fix.
public protocol JSONPropertyWrapper {
    /// The type of the wrapped value, which JSONModelKit maps like a property of that type.
    associatedtype Value

    /// The wrapped value; decoding assigns through its setter.
    var wrappedValue: Value { get set }

    /// Creates the wrapper around a value, as `@Wrapper var name = value` does.
    ///
    /// - Parameter wrappedValue: The initial value.
    init(wrappedValue: Value)
}
