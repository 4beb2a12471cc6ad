import Foundation

/// Implemented by every JSONModelKit property wrapper, so reflection can recognize the wrapper's
/// storage (`_name`) and read what it says about the property.
///
/// Wrappers are read from a blank instance of the model (its declared defaults), so a wrapper
/// may carry configuration given in the declaration, such as `@Key("id")` or a date format.
/// Package API so that the XML wrappers of JSONModelXML can conform.
package protocol ModelPropertyWrapper {
    associatedtype Value
    var wrappedValue: Value { get set }
    /// What this wrapper (not the ones nested inside it) says about the property.
    var traits: PropertyTraits { get }
    /// Builds the codec of the wrapper's storage; `self` is the blank instance's wrapper.
    func makeWrapperCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec
}

extension ModelPropertyWrapper {
    /// The traits of this wrapper and of any wrappers nested inside it.
    package var combinedTraits: PropertyTraits {
        if let inner = wrappedValue as? any ModelPropertyWrapper {
            return traits.merged(with: inner.combinedTraits)
        }
        return traits
    }

    /// The default: the wrapped value's codec, with the wrapper's date strategies applied.
    package func makeWrapperCodec(factory: CodecFactory) throws(JSONModelError) -> AnyValueCodec {
        WrapperCodec(prototype: self, wrapped: try factory.codec(forWrappedValueOf: self), access: .libraryWrapper)
    }
}

extension CodecFactory {
    /// The codec for `wrapper.wrappedValue`, with the wrapper's date strategies applied and the
    /// wrapped value as the prototype of any wrapper nested inside.
    func codec<Wrapper: ModelPropertyWrapper>(
        forWrappedValueOf wrapper: Wrapper
    ) throws(JSONModelError) -> ValueCodec<Wrapper.Value> {
        var inner = self
        let traits = wrapper.traits
        if let strategy = traits.dateStrategy {
            inner.dateStrategy = strategy
            inner.encodingDateStrategy = traits.encodingDateStrategy
        }
        inner.prototype = wrapper.wrappedValue
        return try inner.codec(for: Wrapper.Value.self)
    }
}
