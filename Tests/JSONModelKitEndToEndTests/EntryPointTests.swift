import Foundation
import JSONModelKit
import Testing

/// Every public decode and encode entry point, with and without `options:`.
@Suite("Entry points")
struct EntryPointTests {
    static let carJSON = #"{"make":"VW","year":2001}"#
    static let carsJSON = #"[{"make":"VW","year":2001},{"make":"BMW","year":2010}]"#
    static let strict = JSONModel.DecodingOptions(unknownKeys: .reject)

    static func makeCar(_ make: String, _ year: Int) -> Car {
        let car = Car()
        car.make = make
        car.year = year
        return car
    }

    // MARK: Decoding one model

    @Test func fromJSONString() throws {
        let car = try Car.fromJSONString(Self.carJSON)
        #expect(car.make == "VW")
        #expect(car.year == 2001)
        let strictCar = try Car.fromJSONString(Self.carJSON, options: Self.strict)
        #expect(strictCar.year == 2001)
    }

    @Test func fromJSONData() throws {
        let car = try Car.fromJSONData(Data(Self.carJSON.utf8))
        #expect(car.make == "VW")
        #expect(car.year == 2001)
        let strictCar = try Car.fromJSONData(Data(Self.carJSON.utf8), options: Self.strict)
        #expect(strictCar.make == "VW")
    }

    @Test func fromDictionary() throws {
        let car = try Car.fromDictionary(["make": "VW", "year": 2001])
        #expect(car.make == "VW")
        #expect(car.year == 2001)

        let strictCar = try Car.fromDictionary(["make": "VW", "year": 2001], options: Self.strict)
        #expect(strictCar.make == "VW")
    }

    @Test func fromDictionaryMadeByJSONSerialization() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Fixture.employeeJSON.utf8))
        let dictionary = try #require(object as? [String: Any])
        let employee = try Employee.fromDictionary(dictionary)
        #expect(employee.name == "Ann")
        #expect(employee.cars.map(\.year) == [2001, 2010])
        #expect(employee.dateOfBirth == Fixture.annBirthday)
        #expect(employee.employeeID == 7)
    }

    @Test func fromDictionaryAppliesTheSameStrictRules() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromDictionary(["make": "VW", "year": "2001"])
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "year")

        let nullError = try #require(throws: JSONModelError.self) {
            try Car.fromDictionary(["make": NSNull(), "year": 1])
        }
        #expect(nullError.code == .typeMismatch)
        #expect(nullError.path == "make")

        let optional = try Settings.fromDictionary(["title": "t", "nickname": NSNull()])
        #expect(optional.nickname == nil)
    }

    // MARK: Decoding arrays

    @Test func arrayFromJSONString() throws {
        let cars = try Car.arrayFromJSONString(Self.carsJSON)
        #expect(cars.map(\.make) == ["VW", "BMW"])
        #expect(cars.map(\.year) == [2001, 2010])
        #expect(try Car.arrayFromJSONString("[]").isEmpty)
        #expect(try Car.arrayFromJSONString(Self.carsJSON, options: Self.strict).count == 2)
    }

    @Test func arrayFromJSONData() throws {
        let cars = try Car.arrayFromJSONData(Data(Self.carsJSON.utf8))
        #expect(cars.map(\.make) == ["VW", "BMW"])
        #expect(try Car.arrayFromJSONData(Data(Self.carsJSON.utf8), options: Self.strict).count == 2)
    }

    @Test func arrayFromDictionaries() throws {
        let dictionaries: [[String: Any]] = [["make": "VW", "year": 2001], ["make": "BMW", "year": 2010]]
        let cars = try Car.arrayFromDictionaries(dictionaries)
        #expect(cars.map(\.make) == ["VW", "BMW"])
        #expect(cars.map(\.year) == [2001, 2010])
        #expect(try Car.arrayFromDictionaries(dictionaries, options: Self.strict).count == 2)
    }

    @Test func arrayDecodingReturnsSubclassInstances() throws {
        let employees = try Employee.arrayFromJSONString("[\(Fixture.employeeJSON)]")
        let employee = try #require(employees.first)
        #expect(employee.employeeID == 7)
    }

    @Test func arrayErrorsStartWithTheElementIndex() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.arrayFromJSONString(#"[{"make":"VW","year":1},{"make":"BMW","year":"x"}]"#)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "[1].year")
        #expect(error.description == #"Car[1].year (line 1, column 46): expected Int, found string "x""#)
    }

    @Test func arrayEntryPointRejectsAnObject() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.arrayFromJSONString(Self.carJSON)
        }
        #expect(error.code == .typeMismatch)
    }

    @Test func singleEntryPointRejectsAnArray() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(Self.carsJSON)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.path == "$")
    }

    // MARK: Encoding one model

    @Test func toJSONString() throws {
        let car = Self.makeCar("VW", 2001)
        #expect(try car.toJSONString(options: compact) == Self.carJSON)
        #expect(try Car.fromJSONString(try car.toJSONString()).year == 2001)
    }

    @Test func toJSONData() throws {
        let car = Self.makeCar("VW", 2001)
        #expect(try car.toJSONData(options: compact) == Data(Self.carJSON.utf8))
        #expect(try Car.fromJSONData(try car.toJSONData()).make == "VW")
    }

    @Test func toDictionaryUsesFoundationValues() throws {
        let employee = try Employee.fromJSONString(Fixture.employeeJSON)
        let dictionary = try employee.toDictionary()

        #expect(dictionary["name"] as? String == "Ann")
        #expect(dictionary["nickname"] as? String == "Annie")
        #expect(dictionary["date_of_birth"] as? String == "1990-04-12")
        #expect(dictionary["preferred_bands"] as? [String] == ["Queen", "Muse"])
        #expect(dictionary["image_url"] as? String == "https://example.com/people/ann.png")
        #expect(dictionary["updated_at"] as? String == "2024-05-01T12:30:00.250Z")
        #expect(dictionary["employee_id"] as? Int == 7)
        let cars = try #require(dictionary["cars"] as? [[String: Any]])
        #expect(cars.count == 2)
        #expect(cars.first?["make"] as? String == "VW")
        #expect(cars.first?["year"] as? Int == 2001)
        #expect(
            Set(dictionary.keys) == [
                "name", "nickname", "date_of_birth", "preferred_bands", "cars", "image_url", "updated_at",
                "employee_id",
            ]
        )
    }

    @Test func toDictionaryWritesNSNullForNilOnlyWhenAskedTo() throws {
        let settings = Settings()
        settings.title = "t"

        let omitted = try settings.toDictionary()
        #expect(omitted["nickname"] == nil)
        #expect(omitted["title"] as? String == "t")
        #expect(omitted["retries"] as? Int == 3)

        let nulls = try settings.toDictionary(options: JSONModel.EncodingOptions(nilEncoding: .null))
        #expect(nulls["nickname"] is NSNull)
        #expect(nulls["title"] as? String == "t")
        #expect(nulls["secret"] == nil)
    }

    @Test func toDictionaryHasDoublesAndBooleans() throws {
        let model = try AllOptionals.fromJSONString(#"{"double": 2.5, "bool": true, "int": -3}"#)
        let dictionary = try model.toDictionary()
        #expect(dictionary["double"] as? Double == 2.5)
        #expect(dictionary["bool"] as? Bool == true)
        #expect(dictionary["int"] as? Int == -3)
    }

    @Test func toDictionaryFeedsFromDictionary() throws {
        let employee = try Employee.fromJSONString(Fixture.employeeJSON)
        let copy = try Employee.fromDictionary(try employee.toDictionary())
        #expect(try copy.toJSONString() == (try employee.toJSONString()))
    }

    // MARK: Encoding arrays

    @Test func arrayToJSONString() throws {
        let cars = [Self.makeCar("VW", 2001), Self.makeCar("BMW", 2010)]
        #expect(try cars.toJSONString(options: compact) == Self.carsJSON)
        #expect(try [Car]().toJSONString(options: compact) == "[]")
        #expect(try Car.arrayFromJSONString(try cars.toJSONString()).map(\.make) == ["VW", "BMW"])
    }

    @Test func arrayToJSONData() throws {
        let cars = [Self.makeCar("VW", 2001), Self.makeCar("BMW", 2010)]
        #expect(try cars.toJSONData(options: compact) == Data(Self.carsJSON.utf8))
        #expect(try Car.arrayFromJSONData(try cars.toJSONData()).map(\.year) == [2001, 2010])
    }

    @Test func arrayToDictionaries() throws {
        let cars = [Self.makeCar("VW", 2001), Self.makeCar("BMW", 2010)]
        let dictionaries = try cars.toDictionaries()
        #expect(dictionaries.count == 2)
        #expect(dictionaries.map { $0["make"] as? String } == ["VW", "BMW"])
        #expect(dictionaries.map { $0["year"] as? Int } == [2001, 2010])

        let settings = [Settings()]
        let nulls = try settings.toDictionaries(options: JSONModel.EncodingOptions(nilEncoding: .null))
        #expect(nulls.first?["nickname"] is NSNull)
    }

    @Test func mixedArrayKeepsEachSubclassesFields() throws {
        let person = Person()
        person.name = "P"
        let employee = Employee()
        employee.name = "E"
        employee.employeeID = 9
        let people: [Person] = [person, employee]

        let dictionaries = try people.toDictionaries()
        #expect(dictionaries.count == 2)
        #expect(dictionaries.first?["employee_id"] == nil)
        #expect(dictionaries.last?["employee_id"] as? Int == 9)
    }
}
