import Foundation
import JSONModelKit

// The model graph the model fuzz targets decode and build: every kind of property the library
// supports, nested models, a recursive model, and both kinds of enum.

/// A String-backed enum.
public enum Suit: String, CaseIterable, Sendable {
    case clubs
    case diamonds
    case hearts
    case spades
}

/// An Int-backed enum with gaps between the values, deliberately not `CaseIterable`.
public enum Level: Int, Sendable {
    case low = 1
    case medium = 5
    case high = 10

    /// Every case, for building values from fuzz bytes.
    public static let all: [Level] = [.low, .medium, .high]
}

/// A small nested model.
public final class Tag: JSONModel {
    public var label = ""
    public var weight = 0
    @Optional public var level = Level.low
}

/// A recursive model: a tree of any depth.
public final class Tree: JSONModel {
    public var name = ""
    public var value: Double? = nil
    public var children: [Tree] = []
}

/// A model with a required property of every supported kind.
public final class Everything: JSONModel {
    public var string = ""
    public var int = 0
    public var int8: Int8 = 0
    public var uint64: UInt64 = 0
    public var double = 0.0
    public var float: Float = 0
    public var decimal: Decimal = 0
    public var bool = false
    public var plainDate = Date(timeIntervalSince1970: 0)
    @ISO8601 public var createdAt = Date(timeIntervalSince1970: 0)
    @DateOnly public var birthday = Date(timeIntervalSince1970: 0)
    @ISO8601 public var updatedAt: Date? = nil
    public var url = URL(fileURLWithPath: "/")
    public var uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    public var data = Data()
    public var suit = Suit.clubs
    public var level = Level.low
    public var tag = Tag()
    public var optionalTag: Tag? = nil
    public var optionalString: String? = nil
    public var optionalInt: Int? = nil
    @Optional public var note = "none"
    @Optional public var maybeLevel: Level? = nil
    public var numbers: [Int] = []
    public var matrix: [[Int8]] = []
    public var tags: [Tag] = []
    public var labels: Set<String> = []
    public var suits: Set<Suit> = []
    public var scores: [String: Double] = [:]
    public var tagsByName: [String: Tag] = [:]
    public var sparseNumbers: [Int?] = []
    public var extra: JSONValue = .null
    public var tree = Tree()
}

/// A model in which every property may be absent, so that random input decodes more often.
public final class Sparse: JSONModel {
    public var string: String? = nil
    public var int: Int? = nil
    public var int8: Int8? = nil
    public var uint64: UInt64? = nil
    public var double: Double? = nil
    public var float: Float? = nil
    public var decimal: Decimal? = nil
    public var bool: Bool? = nil
    public var date: Date? = nil
    @DateOnly public var day: Date? = nil
    public var url: URL? = nil
    public var uuid: UUID? = nil
    public var data: Data? = nil
    public var suit: Suit? = nil
    public var level: Level? = nil
    public var tag: Tag? = nil
    public var tree: Tree? = nil
    @Optional public var numbers: [Int] = []
    @Optional public var labels: Set<String> = []
    @Optional public var scores: [String: Int8] = [:]
    @Optional public var nested: [String: [Tag]] = [:]
    @Optional public var extra: JSONValue = .null
    @Optional public var child: Sparse? = nil
}

/// A child that `update` merges into, with a validation that fails for one value.
public final class PatchChild: JSONModel {
    /// A shared default: `update` must never write into it.
    nonisolated(unsafe) public static let shared = PatchChild()
    public var label: String? = nil
    public var value: Int? = nil
    public var tags: [String: Int] = [:]

    override public class func propertyIsOptional(_ propertyName: String) -> Bool { true }

    override public func didDecode() throws {
        if value == 13 { throw JSONModelError(code: .validationFailed, message: "13 is not allowed") }
    }
}

/// A model whose every key may be absent, so that `update` on a fresh instance and a full
/// decode of the same text must agree; it holds nested models merged in place, a shared
/// default, and the Foundation containers and numbers of models ported from Objective-C.
public final class Patchable: JSONModel {
    public var name: String? = nil
    public var count: Int? = nil
    public var child = PatchChild()
    public var shared = PatchChild.shared
    public var children: [PatchChild]? = nil
    public var list: NSArray? = nil
    public var map: NSDictionary? = nil
    public var number: NSNumber? = nil
    public var exact: NSDecimalNumber? = nil

    override public class func propertyIsOptional(_ propertyName: String) -> Bool { true }

    override public func didDecode() throws {
        if count == 13 { throw JSONModelError(code: .validationFailed, message: "13 is not allowed") }
    }
}
