import Foundation
import JSONModelKit

// Model classes shared by several end-to-end test files. Classes that exist to test one
// concern only (schema mistakes, first use under concurrency) live in that concern's file.

// MARK: - The example, verbatim

final class Car: JSONModel {
    var make = ""
    var year = 0
}

class Person: JSONModel {
    var name = ""
    @Optional var nickname: String? = nil
    @DateOnly var dateOfBirth = Date()
    var preferredBands: [String] = []
    var cars: [Car] = []
    var imageURL: URL? = nil  // JSON key "image_url"
    @ISO8601 var updatedAt: Date? = nil
    @Ignore var cache: [String: Int] = [:]
    let id = UUID()  // read-only: neither decoded nor encoded
    var fullName: String { name }  // computed: ignored
}

final class Employee: Person {  // inheritance: superclass properties come first
    var employeeID = 0  // JSON key "employee_id"
}

// MARK: - Every supported property type

enum Color: String, CaseIterable {
    case red
    case green
    case blue
}

/// A String-backed enum that is deliberately not `CaseIterable`.
enum Gender: String {
    case female
    case male
    case other
}

/// An Int-backed enum that is deliberately not `CaseIterable`, with gaps between values.
enum Priority: Int {
    case low = 1
    case medium = 5
    case high = 10
}

/// A plain `Codable` struct, bridged through Codable.
struct GeoPoint: Codable, Equatable, Hashable {
    var latitude: Double
    var longitude: Double
}

final class AllTypes: JSONModel {
    var string = ""
    var bool = false
    var int = 0
    var int8: Int8 = 0
    var int16: Int16 = 0
    var int32: Int32 = 0
    var int64: Int64 = 0
    var uint: UInt = 0
    var uint8: UInt8 = 0
    var uint16: UInt16 = 0
    var uint32: UInt32 = 0
    var uint64: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var decimal: Decimal = 0
    var date = Date(timeIntervalSince1970: 0)
    var url = URL(fileURLWithPath: "/")
    var uuid = UUID()
    var data = Data()
    var color = Color.red
    var gender = Gender.other
    var priority = Priority.low
    var car = Car()
    var matrix: [[Int]] = []
    var garages: [String: [Car]] = [:]
    var tags: Set<String> = []
    var scores: [String: Int] = [:]
    var json: JSONValue = .null
    var point = GeoPoint(latitude: 0, longitude: 0)
}

final class AllOptionals: JSONModel {
    var string: String? = nil
    var bool: Bool? = nil
    var int: Int? = nil
    var int8: Int8? = nil
    var uint64: UInt64? = nil
    var double: Double? = nil
    var float: Float? = nil
    var decimal: Decimal? = nil
    var date: Date? = nil
    var url: URL? = nil
    var uuid: UUID? = nil
    var data: Data? = nil
    var color: Color? = nil
    var priority: Priority? = nil
    var car: Car? = nil
    var matrix: [[Int]]? = nil
    var tags: Set<String>? = nil
    var scores: [String: Int]? = nil
    var point: GeoPoint? = nil
    @Optional var items: [Int?] = []
}

/// One `@Optional` property per integer width, so a test can send one key at a time.
final class IntegerWidths: JSONModel {
    @Optional var int = 0
    @Optional var int8: Int8 = 0
    @Optional var int16: Int16 = 0
    @Optional var int32: Int32 = 0
    @Optional var int64: Int64 = 0
    @Optional var uint = 0 as UInt
    @Optional var uint8: UInt8 = 0
    @Optional var uint16: UInt16 = 0
    @Optional var uint32: UInt32 = 0
    @Optional var uint64: UInt64 = 0

    /// The property for `key`, rendered as text.
    func text(for key: String) -> String? {
        switch key {
        case "int": String(int)
        case "int8": String(int8)
        case "int16": String(int16)
        case "int32": String(int32)
        case "int64": String(int64)
        case "uint": String(uint)
        case "uint8": String(uint8)
        case "uint16": String(uint16)
        case "uint32": String(uint32)
        case "uint64": String(uint64)
        default: nil
        }
    }
}

/// A recursive model.
final class Node: JSONModel {
    var name = ""
    var children: [Node] = []
}

/// A model whose graph can contain a reference cycle.
final class Link: JSONModel {
    var value = 0
    var next: Link? = nil
}

// MARK: - Keys

final class KeyStyleSamples: JSONModel {
    var firstName = ""
    var imageURL = ""
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // The name is the test case: a leading acronym must map to "url_string".
    var URLString = ""
    var userID = 0
    var address1 = ""
    var isHTMLEnabled = false
}

final class ReservedNames: JSONModel {
    var description = ""
    var id = 0
    var type = ""
    var name = ""
    var hash = ""
    var count = 0
    var data = ""
    var value = 0.0
    var key = ""
    var `class` = ""
    var `default` = false
}

// MARK: - Dates

/// The base of the `dateStrategy` samples: one `Date` property, `at`.
class DatedEvent: JSONModel {
    var at = Date(timeIntervalSince1970: 0)
}

final class ISO8601Event: DatedEvent {
    override class var dateStrategy: DateStrategy { .iso8601 }
}

final class FractionalISO8601Event: DatedEvent {
    override class var dateStrategy: DateStrategy { .iso8601WithFractionalSeconds }
}

final class DateOnlyEvent: DatedEvent {
    override class var dateStrategy: DateStrategy { .dateOnly }
}

final class SecondsEvent: DatedEvent {
    override class var dateStrategy: DateStrategy { .secondsSince1970 }
}

final class MillisecondsEvent: DatedEvent {
    override class var dateStrategy: DateStrategy { .millisecondsSince1970 }
}

final class FormattedEvent: DatedEvent {
    override class var dateStrategy: DateStrategy { .formatted("dd/MM/yyyy HH:mm:ss Z") }
}

/// The date wrappers on `Date` and `Date?`, under a class strategy they must override.
final class WrappedDates: JSONModel {
    @ISO8601 var createdAt = Date(timeIntervalSince1970: 0)
    @ISO8601 var editedAt: Date? = nil
    @DateOnly var birthday = Date(timeIntervalSince1970: 0)
    @DateOnly var anniversary: Date? = nil

    override class var dateStrategy: DateStrategy { .secondsSince1970 }
}

// MARK: - Options and tuning points

/// Declared out of alphabetical order, to tell sorted keys from declaration order.
final class Unsorted: JSONModel {
    var zeta = 1
    var alpha = 2
    var mid: [String: Int] = [:]
    var note: String? = nil
}

final class Settings: JSONModel {
    var title = ""
    @Optional var retries = 3
    @Optional var nickname: String? = nil
    var fallback = "fallback"
    var secret = "secret"

    override class func propertyIsOptional(_ propertyName: String) -> Bool {
        propertyName == "fallback"
    }

    override class func propertyIsIgnored(_ propertyName: String) -> Bool {
        propertyName == "secret"
    }
}

class Vehicle: JSONModel {
    var wheels = 0
}

final class Truck: Vehicle {
    var payload = 0
}

final class Garage: JSONModel {
    var vehicles: [Vehicle] = []
    var byName: [String: Vehicle] = [:]
    var plain: [Vehicle] = []

    override class func classForCollectionProperty(_ propertyName: String) -> JSONModel.Type? {
        switch propertyName {
        case "vehicles", "byName": Truck.self
        default: nil
        }
    }
}

/// A computed read-write property registered with a key path and a custom key.
final class Contact: JSONModel {
    var email = ""
    @Ignore var firstName = ""
    @Ignore var lastName = ""

    var fullName: String {
        get { lastName.isEmpty ? firstName : firstName + " " + lastName }
        set {
            let parts = newValue.split(separator: " ", maxSplits: 1).map(String.init)
            firstName = parts.first ?? ""
            lastName = parts.count > 1 ? parts[1] : ""
        }
    }

    override class var keyPathProperties: [KeyPathProperty] {
        super.keyPathProperties + [JSONModel.KeyPathProperty("fullName", \Contact.fullName, key: "full_name_text")]
    }
}

/// A key path entry without a key: the key comes from the class's key style.
final class Measured: JSONModel {
    @Ignore var millimeters = 0
    var label = ""

    var centimeters: Int {
        get { millimeters / 10 }
        set { millimeters = newValue * 10 }
    }

    override class var keyPathProperties: [KeyPathProperty] {
        super.keyPathProperties + [JSONModel.KeyPathProperty("centimeters", \Measured.centimeters)]
    }
}

/// A key path entry that replaces a reflected property of the same name, in place.
final class Headline: JSONModel {
    var title = ""
    var year = 0

    override class var keyPathProperties: [KeyPathProperty] {
        super.keyPathProperties + [JSONModel.KeyPathProperty("title", \Headline.title, key: "headline")]
    }
}
