import Foundation

/// What a property wrapper says about the property it wraps.
struct PropertyTraits: Sendable {
    /// The key may be missing (and `null` keeps the default for non-optional types).
    var isOptional = false
    /// The property is not mapped at all.
    var isIgnored = false
    /// A date strategy that replaces the class's ``JSONModel/dateStrategy`` for this property.
    var dateStrategy: JSONModel.DateStrategy?

    /// Combines an outer wrapper's traits with an inner one's; the inner date strategy wins.
    func merged(with inner: PropertyTraits) -> PropertyTraits {
        PropertyTraits(
            isOptional: isOptional || inner.isOptional,
            isIgnored: isIgnored || inner.isIgnored,
            dateStrategy: inner.dateStrategy ?? dateStrategy
        )
    }
}

/// Implemented by every JSONModelKit property wrapper, so reflection can recognize the wrapper's
/// storage (`_name`) and read what it says about the property.
protocol ModelPropertyWrapper {
    associatedtype Value
    var wrappedValue: Value { get set }
    init(wrappedValue: Value)
    static var traits: PropertyTraits { get }
}

extension ModelPropertyWrapper {
    /// The traits of this wrapper and of any wrappers nested inside it.
    static var combinedTraits: PropertyTraits {
        if let inner = Value.self as? any ModelPropertyWrapper.Type {
            return traits.merged(with: inner.combinedTraits)
        }
        return traits
    }
}

/// The value types the date wrappers accept: `Date` and `Date?`.
public protocol JSONModelDateValue {}

extension Foundation.Date: JSONModelDateValue {}

extension Swift.Optional: JSONModelDateValue where Wrapped == Foundation.Date {}
