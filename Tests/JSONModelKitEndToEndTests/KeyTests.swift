import Foundation
import JSONModelKit
import Testing

/// Property names to JSON keys: snake case, unchanged, custom, and names JSON needs.
@Suite("Keys")
struct KeyTests {
    @Test(arguments: [
        ("firstName", "first_name"),
        ("imageURL", "image_url"),
        ("URLString", "url_string"),
        ("userID", "user_id"),
        ("address1", "address1"),
        ("isHTMLEnabled", "is_html_enabled"),
        ("name", "name"),
        ("employeeID", "employee_id"),
        ("$name", "name"),
    ])
    func snakeCaseTable(property: String, key: String) {
        #expect(JSONModel.KeyStyle.snakeCase.key(for: property) == key)
    }

    @Test func unchangedAndCustomStyles() {
        #expect(JSONModel.KeyStyle.unchanged.key(for: "imageURL") == "imageURL")
        #expect(JSONModel.KeyStyle.custom { $0.uppercased() }.key(for: "imageURL") == "IMAGEURL")
    }

    @Test func snakeCaseKeysRoundTripThroughAModel() throws {
        let json =
            #"{"first_name":"Ann","image_url":"i","url_string":"u","user_id":7,"address1":"a","is_html_enabled":true}"#
        let model = try KeyStyleSamples.fromJSONString(json)
        #expect(model.firstName == "Ann")
        #expect(model.imageURL == "i")
        #expect(model.URLString == "u")
        #expect(model.userID == 7)
        #expect(model.address1 == "a")
        #expect(model.isHTMLEnabled)
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func snakeCaseIsTheDefaultStyle() throws {
        let error = try #require(throws: JSONModelError.self) {
            try KeyStyleSamples.fromJSONString(
                #"{"firstName":"Ann","image_url":"i","url_string":"u","user_id":7,"address1":"a","is_html_enabled":true}"#
            )
        }
        #expect(error.code == .keyNotFound)
        #expect(error.path == "first_name")
    }

    @Test func unchangedKeyStyle() throws {
        let json = #"{"firstName":"Ann","imageURL":"i"}"#
        let model = try UnchangedKeys.fromJSONString(json)
        #expect(model.firstName == "Ann")
        #expect(model.imageURL == "i")
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func customKeyStyle() throws {
        let json = #"{"x-firstName":"Ann","x-imageURL":"i"}"#
        let model = try PrefixedKeys.fromJSONString(json)
        #expect(model.firstName == "Ann")
        #expect(model.imageURL == "i")
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func keyStyleDoesNotChangeDictionaryKeys() throws {
        let model = Unsorted()
        model.mid = ["camelCase": 1]
        #expect(try parsed(try model.toJSONString())["mid"] == ["camelCase": 1])
    }

    @Test func namesJSONNeedsArePlainProperties() throws {
        let json =
            #"{"description":"d","id":1,"type":"t","name":"n","hash":"h","count":2,"data":"x","value":1.5,"key":"k","class":"c","default":true}"#
        let model = try ReservedNames.fromJSONString(json)
        #expect(model.description == "d")
        #expect(model.id == 1)
        #expect(model.type == "t")
        #expect(model.name == "n")
        #expect(model.hash == "h")
        #expect(model.count == 2)
        #expect(model.data == "x")
        #expect(model.value == 1.5)
        #expect(model.key == "k")
        #expect(model.class == "c")
        #expect(model.default == true)
        #expect(try model.toJSONString(options: compact) == json)
    }

    @Test func debugDescriptionShowsTheClassAndItsJSON() throws {
        let car = try Car.fromJSONString(#"{"make":"VW","year":2001}"#)
        #expect(car.debugDescription == #"Car {"make":"VW","year":2001}"#)
        #expect(String(reflecting: car) == car.debugDescription)
    }
}

final class UnchangedKeys: JSONModel {
    var firstName = ""
    var imageURL = ""

    override class var keyStyle: KeyStyle { .unchanged }
}

final class PrefixedKeys: JSONModel {
    var firstName = ""
    var imageURL = ""

    override class var keyStyle: KeyStyle { .custom { "x-" + $0 } }
}
