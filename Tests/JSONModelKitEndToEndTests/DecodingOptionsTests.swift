import Foundation
import JSONModelKit
import Testing

/// `JSONModel.DecodingOptions`: unknown keys, collecting errors, depth and duplicate keys.
@Suite("Decoding options")
struct DecodingOptionsTests {
    @Test func defaults() {
        let options = JSONModel.DecodingOptions()
        #expect(options.unknownKeys == .ignore)
        #expect(options.collectAllErrors == false)
        #expect(options.maxDepth == 512)
        #expect(options.duplicateKeys == .reject)
    }

    // MARK: Unknown keys

    @Test func unknownKeysAreIgnoredByDefault() throws {
        let car = try Car.fromJSONString(#"{"make":"VW","year":2001,"colour":"red","extra":{"a":[1,2]}}"#)
        #expect(car.make == "VW")
        #expect(car.year == 2001)
    }

    @Test(arguments: [
        (#"{"make":"VW","year":2001,"yera":1}"#, "yera", "year"),
        (#"{"make":"VW","year":2001,"mkae":"x"}"#, "mkae", "make"),
        (#"{"maker":"VW","make":"VW","year":2001}"#, "maker", "make"),
    ])
    func unknownKeyIsRejectedWithASuggestion(json: String, unknownKey: String, suggestion: String) throws {
        let options = JSONModel.DecodingOptions(unknownKeys: .reject)
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(json, options: options)
        }
        #expect(error.code == .unknownKey)
        #expect(error.description.contains("\"\(unknownKey)\""), "\(error)")
        #expect(error.description.contains("\"\(suggestion)\""), "\(error)")
    }

    @Test func unknownKeyInNestedModelHasItsPath() throws {
        let json =
            #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"VW","year":1,"yaer":2}]}"#
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromJSONString(json, options: JSONModel.DecodingOptions(unknownKeys: .reject))
        }
        #expect(error.code == .unknownKey)
        #expect(error.path.hasPrefix("cars[0]"), "\(error.path)")
        #expect(error.description.contains("yaer"))
        #expect(error.description.contains("\"year\""))
    }

    @Test func rejectingUnknownKeysStillAcceptsKnownOnes() throws {
        let employee = try Employee.fromJSONString(
            Fixture.employeeJSON,
            options: JSONModel.DecodingOptions(unknownKeys: .reject)
        )
        #expect(employee.employeeID == 7)
    }

    // MARK: Collecting all errors

    @Test func collectAllErrorsListsEveryProblemWithItsPath() throws {
        let json = #"{"name": 5, "cars": [{"make": "VW", "year": "x"}, {"year": 1}], "employee_id": "7"}"#
        let error = try #require(throws: JSONModelError.self) {
            try Employee.fromJSONString(json, options: JSONModel.DecodingOptions(collectAllErrors: true))
        }
        #expect(error.code == .multiple)
        let problems = Dictionary(error.errors.map { ($0.path, $0.code) }, uniquingKeysWith: { first, _ in first })
        #expect(error.errors.count == 6, "\(error)")
        #expect(problems["name"] == .typeMismatch)
        #expect(problems["date_of_birth"] == .keyNotFound)
        #expect(problems["preferred_bands"] == .keyNotFound)
        #expect(problems["cars[0].year"] == .typeMismatch)
        #expect(problems["cars[1].make"] == .keyNotFound)
        #expect(problems["employee_id"] == .typeMismatch)
        for problem in error.errors {
            #expect(error.description.contains(problem.description), "\(problem)")
        }
        #expect(
            error.description.contains("Employee.cars[0].year (line 1, column 45): expected Int, found string \"x\""),
            "\(error)"
        )
    }

    @Test func collectAllErrorsWithOneProblemThrowsThatProblem() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(
                #"{"make":"VW","year":"x"}"#,
                options: JSONModel.DecodingOptions(collectAllErrors: true)
            )
        }
        #expect(error.code == .typeMismatch || (error.code == .multiple && error.errors.count == 1))
        let first = error.code == .multiple ? error.errors.first : error
        #expect(first?.path == "year")
    }

    @Test func withoutCollectingTheFirstErrorStopsDecoding() throws {
        let json = #"{"name": 5, "cars": [{"make": "VW", "year": "x"}], "employee_id": "7"}"#
        let error = try #require(throws: JSONModelError.self) {
            try Employee.fromJSONString(json)
        }
        #expect(error.code != .multiple)
        #expect(error.errors.isEmpty)
    }

    @Test func collectAllErrorsAcrossArrayElements() throws {
        let json = #"[{"make":"VW","year":"x"},{"make":"BMW","year":2},{"year":3}]"#
        let error = try #require(throws: JSONModelError.self) {
            try Car.arrayFromJSONString(json, options: JSONModel.DecodingOptions(collectAllErrors: true))
        }
        #expect(error.code == .multiple)
        #expect(error.errors.map(\.path) == ["[0].year", "[2].make"])
        #expect(error.errors.map(\.code) == [.typeMismatch, .keyNotFound])
    }

    // MARK: Depth

    @Test(arguments: [(2, false), (3, true), (512, true)])
    func maxDepth(limit: Int, succeeds: Bool) throws {
        // Depth 3: the person object, the cars array, a car object.
        let json = #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"VW","year":1}]}"#
        let options = JSONModel.DecodingOptions(maxDepth: limit)
        if succeeds {
            #expect(try Person.fromJSONString(json, options: options).cars.count == 1)
        } else {
            let error = try #require(throws: JSONModelError.self) {
                try Person.fromJSONString(json, options: options)
            }
            #expect(error.code == .tooDeeplyNested)
        }
    }

    @Test func maxDepthAppliesToDictionariesToo() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Node.fromDictionary(
                ["name": "a", "children": [["name": "b", "children": [] as [Any]]]],
                options: JSONModel.DecodingOptions(maxDepth: 2)
            )
        }
        #expect(error.code == .tooDeeplyNested)
    }

    // MARK: Duplicate keys

    @Test func duplicateKeysAreRejectedByDefault() throws {
        let error = try #require(throws: JSONModelError.self) {
            try Car.fromJSONString(#"{"make":"VW","make":"BMW","year":1}"#)
        }
        #expect(error.code == .duplicateKey)
        #expect(error.description.contains("make"))
    }

    @Test func duplicateKeysInNestedModelsAreRejected() throws {
        let json =
            #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"VW","year":1,"year":2}]}"#
        let error = try #require(throws: JSONModelError.self) {
            try Person.fromJSONString(json)
        }
        #expect(error.code == .duplicateKey)
        #expect(error.path.hasPrefix("cars[0]"), "\(error.path)")
    }

    @Test func duplicateKeysUseTheLastWhenAskedTo() throws {
        let options = JSONModel.DecodingOptions(duplicateKeys: .useLast)
        let car = try Car.fromJSONString(#"{"make":"VW","make":"BMW","year":1,"year":2}"#, options: options)
        #expect(car.make == "BMW")
        #expect(car.year == 2)
    }
}
