import Foundation

/// Builds the `NSArray` and `NSDictionary` of a JSON container on a tape, bottom-up and without
/// recursion.
///
/// `NSArray(array:)` and `NSDictionary(dictionary:)` bridge nested Swift arrays and
/// dictionaries recursively, in frames of Foundation's that no stack guard sees: about 400
/// levels overflowed a 512 KiB thread. Here each container is finished before it is added to
/// its parent, from an explicit stack of open containers, so any depth the reader accepted
/// converts on any thread stack.
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
        var open: [OpenContainer] = []
        var position = index
        nextValue: while true {
            let entry = context.tape.entries[position]
            var value: NSObject
            if (entry.kind == .array || entry.kind == .object) && entry.count > 0 {
                open.append(OpenContainer(entry: entry, keyPosition: position + 1))
                // An object's first member's value follows its key.
                position += entry.kind == .object ? 2 : 1
                continue
            }
            do throws(JSONModelError) {
                value = try scalar(at: position, in: context)
            } catch {
                var failure = error
                for container in open.reversed() {
                    failure.prepend(container.pathComponent(in: context.tape))
                }
                throw failure
            }
            position += 1
            // Hand the finished value to its container; finished containers are handed on.
            while true {
                guard let innermost = open.indices.last else { return value }
                if !open[innermost].add(value, keyFrom: context.tape) {
                    if open[innermost].isObject {
                        open[innermost].keyPosition = position
                        position += 1
                    }
                    continue nextValue
                }
                value = open.removeLast().container
            }
        }
    }

    /// The Foundation object of the scalar, or empty container, at tape `index`.
    private static func scalar(at index: Int, in context: DecodingContext) throws(JSONModelError) -> NSObject {
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

/// An array or object being built by ``FoundationObjectTree``.
private struct OpenContainer {
    let isObject: Bool
    let container: NSObject
    /// The children not yet added.
    private var remaining: UInt32
    private let count: UInt32
    /// The tape index of the key of the member added next.
    var keyPosition: Int

    init(entry: TapeEntry, keyPosition: Int) {
        isObject = entry.kind == .object
        container =
            isObject ? NSMutableDictionary(capacity: Int(entry.count)) : NSMutableArray(capacity: Int(entry.count))
        remaining = entry.count
        count = entry.count
        self.keyPosition = keyPosition
    }

    /// Adds the next child; returns whether that was the last one.
    mutating func add(_ value: NSObject, keyFrom tape: JSONTape) -> Bool {
        if isObject {
            (container as? NSMutableDictionary)?.setObject(
                value,
                forKey: NSString(string: tape.string(at: keyPosition))
            )
        } else {
            (container as? NSMutableArray)?.add(value)
        }
        remaining -= 1
        return remaining == 0
    }

    /// Where the child being added sits in this container, for an error's path.
    func pathComponent(in tape: JSONTape) -> JSONModelError.PathComponent {
        isObject ? .key(tape.string(at: keyPosition)) : .index(Int(count - remaining))
    }
}
