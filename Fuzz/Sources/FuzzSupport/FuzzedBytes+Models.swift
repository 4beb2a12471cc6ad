import Foundation
import JSONModelKit

// Building model graphs from fuzz bytes. Every value built here is valid: encoding it must
// succeed and decoding the result must give the same encoding back.

extension FuzzedBytes {
    /// The deepest nesting of trees and JSON values built; kept small so inputs stay cheap.
    public static let maximumDepth = 3

    /// A `Tag`.
    public mutating func tag() -> Tag {
        let tag = Tag()
        tag.label = string()
        tag.weight = Int(int64())
        tag.level = Level.all[below(Level.all.count)]
        return tag
    }

    /// A tree of at most `maximumDepth` levels below this one.
    public mutating func tree(depth: Int = 0) -> Tree {
        let tree = Tree()
        tree.name = string(maximum: 8)
        tree.value = bool() ? finiteDouble() : nil
        if depth < Self.maximumDepth {
            tree.children = (0..<below(4)).map { _ in self.tree(depth: depth + 1) }
        }
        return tree
    }

    /// A JSON value of at most `maximumDepth` levels of arrays and objects.
    public mutating func jsonValue(depth: Int = 0) -> JSONValue {
        let kinds = depth < Self.maximumDepth ? 7 : 5
        switch below(kinds) {
        case 0: return .null
        case 1: return .bool(bool())
        case 2: return .number(JSONNumber(int64()))
        case 3: return .number(JSONNumber(finiteDouble()))
        case 4: return .string(string())
        case 5: return .array((0..<below(4)).map { _ in jsonValue(depth: depth + 1) })
        default:
            var object: [String: JSONValue] = [:]
            for _ in 0..<below(4) {
                object[string(maximum: 6)] = jsonValue(depth: depth + 1)
            }
            return .object(object)
        }
    }

    /// An `Everything` with every property set from the bytes.
    public mutating func everything() -> Everything {
        let model = Everything()
        model.string = string(maximum: 64)
        model.int = Int(int64())
        model.int8 = Int8(bitPattern: byte())
        model.uint64 = uint64()
        model.double = finiteDouble()
        model.float = finiteFloat()
        model.decimal = decimal()
        model.bool = bool()
        model.plainDate = date()
        model.createdAt = date()
        model.birthday = day()
        model.updatedAt = bool() ? date() : nil
        model.url = url()
        model.uuid = uuid()
        model.data = Data(slice(maximum: 32))
        model.suit = Suit.allCases[below(Suit.allCases.count)]
        model.level = Level.all[below(Level.all.count)]
        model.tag = tag()
        model.optionalTag = bool() ? tag() : nil
        model.optionalString = bool() ? string() : nil
        model.optionalInt = bool() ? Int(int64()) : nil
        model.note = string()
        model.maybeLevel = bool() ? Level.all[below(Level.all.count)] : nil
        model.numbers = (0..<below(6)).map { _ in Int(int64()) }
        model.matrix = (0..<below(4)).map { _ in (0..<below(4)).map { _ in Int8(bitPattern: byte()) } }
        model.tags = (0..<below(4)).map { _ in tag() }
        model.labels = Set((0..<below(5)).map { _ in string(maximum: 8) })
        model.suits = Set((0..<below(5)).map { _ in Suit.allCases[below(Suit.allCases.count)] })
        for _ in 0..<below(5) {
            model.scores[string(maximum: 8)] = finiteDouble()
        }
        for _ in 0..<below(3) {
            model.tagsByName[string(maximum: 8)] = tag()
        }
        model.sparseNumbers = (0..<below(5)).map { _ in bool() ? Int(int64()) : nil }
        model.extra = jsonValue()
        model.tree = tree()
        return model
    }

    /// A `Sparse` with each property present or `nil` as the bytes decide.
    public mutating func sparse(depth: Int = 0) -> Sparse {
        let model = Sparse()
        model.string = bool() ? string() : nil
        model.int = bool() ? Int(int64()) : nil
        model.int8 = bool() ? Int8(bitPattern: byte()) : nil
        model.uint64 = bool() ? uint64() : nil
        model.double = bool() ? finiteDouble() : nil
        model.float = bool() ? finiteFloat() : nil
        model.decimal = bool() ? decimal() : nil
        model.bool = bool() ? bool() : nil
        model.date = bool() ? date() : nil
        model.day = bool() ? day() : nil
        model.url = bool() ? url() : nil
        model.uuid = bool() ? uuid() : nil
        model.data = bool() ? Data(slice()) : nil
        model.suit = bool() ? Suit.allCases[below(Suit.allCases.count)] : nil
        model.level = bool() ? Level.all[below(Level.all.count)] : nil
        model.tag = bool() ? tag() : nil
        model.tree = bool() ? tree(depth: 1) : nil
        model.numbers = (0..<below(4)).map { _ in Int(int64()) }
        model.labels = Set((0..<below(4)).map { _ in string(maximum: 8) })
        for _ in 0..<below(4) {
            model.scores[string(maximum: 8)] = Int8(bitPattern: byte())
        }
        for _ in 0..<below(3) {
            model.nested[string(maximum: 8)] = (0..<below(3)).map { _ in tag() }
        }
        model.extra = jsonValue()
        model.child = depth < Self.maximumDepth && bool() ? sparse(depth: depth + 1) : nil
        return model
    }
}
