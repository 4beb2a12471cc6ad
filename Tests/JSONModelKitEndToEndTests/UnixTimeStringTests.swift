import Foundation
import JSONModelKit
import Testing

/// `@UnixTime` and `@UnixTimeMilliseconds` read a string holding only a number, as
/// ObjectMapper's `DateTransform` does; anything else in a string is an error.
struct UTStruct: JSONStruct {
    @JSONUnixTime var seconds: Date? = nil
    @JSONUnixTimeMilliseconds var milliseconds: Date? = nil
}

@Suite("Unix times in strings")
struct UnixTimeStringTests {
    @Test(arguments: [
        (#"{"starts_at": "946684800", "created_at": "946684800000"}"#, 946_684_800.0, 946_684_800.0),
        (#"{"starts_at": "-1.5", "created_at": "1500"}"#, -1.5, 1.5),
        (#"{"starts_at": "9.466848e8", "created_at": "0"}"#, 946_684_800.0, 0.0),
        (#"{"starts_at": 946684800, "created_at": "946684800000"}"#, 946_684_800.0, 946_684_800.0),
    ])
    func aStringHoldingANumberIsRead(json: String, seconds: Double, createdSeconds: Double) throws {
        let event = try DWEvent.fromJSONString(json)
        #expect(event.startsAt == Date(timeIntervalSince1970: seconds))
        #expect(event.createdAt == Date(timeIntervalSince1970: createdSeconds))
        // Written back as numbers.
        let written = try JSONValue(parsing: event.toJSONString())
        #expect(written["starts_at"]?.doubleValue == seconds)
    }

    @Test(arguments: [
        #""soon""#, #"" 946684800""#, #""946684800 ""#, #""+1""#, #""0x10""#, #""""#, #""1,5""#, #""NaN""#, #""1e""#,
    ])
    func aStringThatIsNotExactlyANumberIsInvalid(value: String) throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWEvent.fromJSONString("{\"starts_at\": \(value), \"created_at\": 0}")
        }
        #expect(error.code == .invalidValue)
        #expect(error.path == "starts_at")
        #expect(error.description.contains("seconds since 1970"), "\(error)")
    }

    @Test func optionalsAndStructsReadStringsToo() throws {
        let event = try DWEvent.fromJSONString(
            #"{"starts_at": 1, "ends_at": "2", "created_at": 0, "deleted_at": "3000"}"#
        )
        #expect(event.endsAt == Date(timeIntervalSince1970: 2))
        #expect(event.deletedAt == Date(timeIntervalSince1970: 3))
        let value = try UTStruct.fromJSONString(#"{"seconds": "60", "milliseconds": "60000"}"#)
        #expect(value.seconds == Date(timeIntervalSince1970: 60))
        #expect(value.milliseconds == Date(timeIntervalSince1970: 60))
    }

    @Test func theDateStrategyReadsStringsToo() throws {
        let coder = JSONModelCoder(dateStrategy: .secondsSince1970)
        let model = try coder.decode(UTPlain.self, fromJSONString: #"{"at": "946684800"}"#)
        #expect(model.at == Date(timeIntervalSince1970: 946_684_800))
    }

    @Test func otherJSONTypesAreStillTypeMismatches() throws {
        let error = try #require(throws: JSONModelError.self) {
            try DWEvent.fromJSONString(#"{"starts_at": true, "created_at": 0}"#)
        }
        #expect(error.code == .typeMismatch)
    }
}

final class UTPlain: JSONModel {
    var at = Date()
}
