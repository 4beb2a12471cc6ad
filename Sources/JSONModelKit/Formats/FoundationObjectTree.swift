import Foundation

/// Builds the `NSArray` and `NSDictionary` of a JSON container on a tape, bottom-up and without
/// recursion.
///
/// `NSArray(array:)` and `NSDictionary(dictionary:)` bridge nested Swift arrays and
/// dictionaries recursively, in frames of Foundation's that no stack guard sees: about 400
/// levels overflowed a 512 KiB thread. Here ``TapeWalker`` finishes each container before it
/// is added to its parent, from its explicit stack of open containers, so any depth the reader
/// accepted converts on any thread stack.
///
/// Scalars become what ``NSNumberCodec`` makes of them: an integer literal an integer
/// `NSNumber`, a literal with a fraction or an exponent a `Double` one (`1.0` and `1e2` stay
/// floating point), a literal with more digits than a `Double` keeps an `NSDecimalNumber`
/// (refused beyond the 38 significant digits a `Decimal` holds), strings `NSString`,
/// Booleans Boolean `NSNumber`s and `null` `NSNull`.
enum FoundationObjectTree {
    /// The Foundation object of the array or object at tape `index`.
    ///
    /// - Throws: `invalidValue` for a number no `NSNumber` holds exactly, with its path from
    ///   the container.
    static func object(at index: Int, in context: DecodingContext) throws(JSONModelError) -> NSObject {
        var builder = FoundationObjectBuilder(context: context)
        return try TapeWalker.walk(context.tape, valueAt: index, visitor: &builder)
    }

    /// The Foundation object of the scalar, or empty container, at tape `index`.
    fileprivate static func scalar(at index: Int, in context: DecodingContext) throws(JSONModelError) -> NSObject {
        switch context.tape.entries[index].kind {
        case .null: return NSNull()
        case .true: return NSNumber(value: true)
        case .false: return NSNumber(value: false)
        case .string: return NSString(string: context.string(at: index))
        case .number: return try NSNumberCodec.number(at: index, in: context)
        case .array: return NSMutableArray()
        case .object: return NSMutableDictionary()
        }
    }
}

/// The ``TapeVisitor`` of ``FoundationObjectTree``: fills `NSMutableArray`s and
/// `NSMutableDictionary`s, each handed to its parent once it is finished.
private struct FoundationObjectBuilder: TapeVisitor {
    typealias Failure = JSONModelError

    /// An array or object being filled.
    struct Container {
        /// The `NSMutableArray` or `NSMutableDictionary`.
        let object: NSObject
        /// The tape index of the key of the member added next.
        var keyPosition = 0
    }

    /// The decode the numbers are read in.
    let context: DecodingContext

    mutating func leaf(at index: Int, in tape: JSONTape) throws(JSONModelError) -> NSObject {
        try FoundationObjectTree.scalar(at: index, in: context)
    }

    mutating func beginArray(at index: Int, count: Int, in tape: JSONTape) -> Container {
        Container(object: NSMutableArray(capacity: count))
    }

    mutating func beginObject(at index: Int, count: Int, in tape: JSONTape) -> Container {
        Container(object: NSMutableDictionary(capacity: count))
    }

    mutating func enterElement(of container: inout Container) {}

    mutating func enterMember(keyAt keyIndex: Int, of container: inout Container, in tape: JSONTape) {
        container.keyPosition = keyIndex
    }

    mutating func addElement(_ value: consuming NSObject, to container: inout Container) {
        (container.object as? NSMutableArray)?.add(value)
    }

    mutating func addMember(_ value: consuming NSObject, to container: inout Container, in tape: JSONTape) {
        (container.object as? NSMutableDictionary)?.setObject(
            value,
            forKey: NSString(string: tape.string(at: container.keyPosition))
        )
    }

    mutating func endArray(_ container: consuming Container) -> NSObject {
        container.object
    }

    mutating func endObject(_ container: consuming Container, at index: Int) -> NSObject {
        container.object
    }

    /// `failure` with the path from the container to the number that failed in front of its
    /// own.
    ///
    /// - Parameters:
    ///   - failure: What ``NSNumberCodec`` threw.
    ///   - path: Makes the path from the container to the number.
    /// - Returns: `failure` with the path.
    func failure(_ failure: JSONModelError, path: () -> [JSONModelError.PathComponent]) -> JSONModelError {
        var located = failure
        for component in path().reversed() {
            located.prepend(component)
        }
        return located
    }
}
