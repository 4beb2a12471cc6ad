import Foundation
import JSONModelKit

final class Car: JSONModel { var make = ""; var year = 0 }
enum Gender: String { case male, female }
class Person: JSONModel {
    var name = ""
    @Optional var nickname: String? = nil
    @DateOnly var dateOfBirth = Date()
    var preferredBands: [String] = []
    var cars: [Car] = []
    var imageURL: URL? = nil
    @ISO8601 var updatedAt: Date? = nil
    @Ignore var cache: [String: Int] = [:]
    let id = UUID()
    var fullName: String { name }
    var gender: Gender? = nil
    var description = ""
    var `class` = ""
}
final class Employee: Person { var employeeID = 0 }
let json = #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":["A","B"],"cars":[{"make":"VW","year":2001},{"make":"BMW","year":2010}],"image_url":"https://x.org/a.png","updated_at":"2024-05-01T12:30:00.250+02:00","employee_id":7,"description":"hi","class":"c", "gender":"female"}"#
do {
    let e = try Employee.fromJSONString(json)
    print(e.name, e.dateOfBirth, e.cars.map(\.make), e.imageURL as Any, e.updatedAt as Any, e.employeeID, e.description, e.class, e.gender as Any)
    print(try e.toJSONString())
    print(try e.toDictionary())
    print(e)
} catch { print("ERR", error) }
for bad in [#"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"VW","year":"2001"}],"description":"","class":"", "employee_id": 1}"#,
            "{\"name\":\n \"x\" \"y\"}", #"{"name":"Ann","date_of_birth":"1990-4-12","preferred_bands":[],"cars":[],"description":"","class":"","employee_id":1}"#,
            #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[],"description":"","class":"","employee_id":1, "gender": "x"}"#,
            #"{"name":"Ann"}"#] {
    do { _ = try Employee.fromJSONString(bad) } catch { print(error) }
}
do { _ = try Employee.fromJSONString(#"{"name":"Ann"}"#, options: .init(collectAllErrors: true)) } catch { print(error) }
