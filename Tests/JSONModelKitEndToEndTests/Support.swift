import Foundation
import JSONModelKit

/// Helpers shared by the end-to-end tests.
enum Fixture {
    /// The issue's `Employee` payload: every `Person` property plus `employee_id`.
    static let employeeJSON = """
        {
          "name": "Ann",
          "nickname": "Annie",
          "date_of_birth": "1990-04-12",
          "preferred_bands": ["Queen", "Muse"],
          "cars": [
            {"make": "VW", "year": 2001},
            {"make": "BMW", "year": 2010}
          ],
          "image_url": "https://example.com/people/ann.png",
          "updated_at": "2024-05-01T14:30:00.250+02:00",
          "employee_id": 7
        }
        """

    /// 1990-04-12T00:00:00Z.
    static let annBirthday = Date(timeIntervalSince1970: 639_878_400)
    /// 2024-05-01T12:30:00Z.
    static let mayFirstNoonThirty = Date(timeIntervalSince1970: 1_714_566_600)
    /// 2024-05-01T00:00:00Z.
    static let mayFirstMidnight = Date(timeIntervalSince1970: 1_714_521_600)
}

/// Compact, unsorted encoding, for tests that compare exact text.
let compact = JSONModel.EncodingOptions(prettyPrinted: false)

/// Parses JSON text into a `JSONValue`, for comparing documents regardless of key order.
func parsed(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: text)
}
