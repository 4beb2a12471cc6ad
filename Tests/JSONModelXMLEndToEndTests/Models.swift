import Foundation
import JSONModelKit
import JSONModelXML

// Models shared by the XML end-to-end tests.

final class Price: JSONModel {
    @XMLAttribute var currency = ""
    @XMLText var amount = 0.0
}

final class Person: JSONModel {
    @XMLAttribute var id = 0
    var name = ""
    var age: Int? = nil
    var price = Price()
    var children: [Person] = []
    @XMLItem("nick") var nicknames: [String] = []
    @XMLInline(itemTag: "pet") var pets: [String] = []
}

enum Genre: String {
    case fiction, science
}

final class Book: JSONModel {
    @XMLAttribute var isbn = ""
    @XMLAttribute var available = false
    var title = ""
    var pages = 0
    var rating = 0.0
    var genre = Genre.fiction
    var subtitle: String? = nil
    @ISO8601 var published = Date()
    @DateOnly var printed: Date? = nil
    var tags: Set<String> = []
    var homepage: URL? = nil
    var scores: [String: Int] = [:]
    var extra: JSONValue = .null
}

final class Library: JSONModel {
    var name = ""
    var books: [Book] = []
    @XMLInline(itemTag: "branch") var branches: [Branch] = []
}

final class Branch: JSONModel {
    @XMLAttribute var city = ""
    @XMLInline(itemTag: "phone") var phones: [String] = []
}

/// Every scalar kind and wrapper that XML shares with JSON.
final class Everything: JSONModel {
    override class var xmlRootTag: String { "all" }
    override class var keyMapping: [String: String] { ["mapped": "renamed"] }

    var text = ""
    var emptyText = ""
    var integer = 0
    var small: Int8 = 0
    var unsigned: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var decimal = Decimal(0)
    var flag = false
    var optionalText: String? = nil
    var optionalNumber: Int? = nil
    var uuid = UUID()
    var data = Data()
    var mapped = ""
    @Key("explicit_key") var keyed = 0
    @Optional var maybe = "default"
    @Ignore var ignored = "not written"
    @UnixTime var seconds = Date()
    @DateFormat("dd/MM/yyyy") var formatted = Date()
    @Transformed(BoolStringTransform(trueString: "YES", falseString: "NO")) var yesNo = false
    var nested: [[Int]] = []
    var doubles: [Double] = []
    var dictionary: [String: String] = [:]
    var models: [String: Price] = [:]
    var genres: [Genre] = []
}

final class Note: JSONModel {
    var title = ""
    var body: String? = nil
}

final class Feed: JSONModel {
    @XMLAttribute var version = ""
    var title = ""
    @XMLInline(itemTag: "entry") var entries: [FeedEntry] = []
}

final class FeedEntry: JSONModel {
    @XMLAttribute var id = ""
    var title = ""
    @ISO8601 var updated = Date()
    var summary: String? = nil
}

/// A model whose layout XML cannot hold.
final class AttributeOnModel: JSONModel {
    @XMLAttribute var price = Price()
}

final class AttributeOnArray: JSONModel {
    @XMLAttribute var values: [Int] = []
}

final class TextWithChildren: JSONModel {
    @XMLText var value = ""
    var child = ""
}

final class NestedPath: JSONModel {
    override class var keyMapping: [String: String] { ["phone": "owner.phone"] }
    var phone = ""
}

/// A key path that indexes an array: nested, so not supported in XML.
final class IndexedPath: JSONModel {
    @Key("phones.0") var phone = ""
}

/// Fallback keys: not supported in XML.
final class FallbackKeys: JSONModel {
    @Key("username", "nickname") var name = ""
}

/// Two properties on one name: not supported in XML.
final class SharedName: JSONModel {
    var data = ""
    @Key("data") var text = ""
}

// Polymorphism: the class is picked from the element's content.
class Shape: JSONModel {
    var kind = ""
    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        switch object["kind"]?.stringValue {
        case "circle": Circle.self
        case "square": Square.self
        default: Shape.self
        }
    }
}

final class Circle: Shape {
    var radius = 0.0
}

final class Square: Shape {
    var side = 0.0
}

final class Drawing: JSONModel {
    var shapes: [Shape] = []
}

struct Point: JSONStruct {
    var x = 0
    var y = 0
}

final class Route: JSONModel {
    var name = ""
    var points: [Point] = []
    var start = Point()
}

final class Validated: JSONModel {
    var count = 0
    override func didDecode() throws {
        if count < 0 { throw ValidationFailure() }
    }
}

struct ValidationFailure: Error, CustomStringConvertible {
    var description: String { "count must not be negative" }
}

final class LossyBag: JSONModel {
    @Lossy var numbers: [Int] = []
}

final class Envelope: JSONModel {
    var body = EnvelopeBody()
}

final class EnvelopeBody: JSONModel {
    var message = ""
}

/// Compact XML without a declaration, for exact comparisons.
let compactXML = XMLOptions(prettyPrinted: false, includesDeclaration: false)

/// The two collection styles of the DocC article "XML".
final class WrappedTeam: JSONModel {
    override class var xmlRootTag: String { "team" }
    var name = ""
    var members: [Member] = []
}

final class InlineTeam: JSONModel {
    override class var xmlRootTag: String { "team" }
    var name = ""
    @XMLInline(itemTag: "member") var members: [Member] = []
}

final class Member: JSONModel {
    override class var xmlRootTag: String { "person" }
    @XMLAttribute var id = 0
}
