import Foundation
import JSONModelKit
import JSONModelOpenAPI
import Testing

/// `components.schemas`: one name per type, `$ref`s between models, recursion, input and output
/// split only where they differ, and constraints as keywords.
@Suite struct ComponentTests {
    /// The component schemas of a document.
    static func schemas(of document: OpenAPIDocument) throws -> [String: JSONValue] {
        try #require(try document.jsonValue()["components"]?["schemas"]?.objectValue)
    }

    /// A document with one operation that takes `requestBody` and answers `response`.
    static func document(requestBody: (any Any.Type)? = nil, response: (any Any.Type)? = nil) -> OpenAPIDocument {
        var document = OpenAPIDocument(title: "Test", version: "1")
        document.addOperation(.post, "/things", requestBody: requestBody, response: response)
        return document
    }

    @Test func aTreeRefersToItself() throws {
        let schemas = try Self.schemas(of: Self.document(requestBody: Node.self, response: Node.self))
        // Strings and arrays only: the same in both modes, so one component.
        #expect(schemas["Node"]?["properties"]?["children"]?["items"] == ["$ref": "#/components/schemas/Node"])
        #expect(schemas["Node-Input"] == nil)
    }

    @Test func anOptionalSelfReferenceIsARefOrNull() throws {
        let schemas = try Self.schemas(of: Self.document(response: Friend.self))
        #expect(
            schemas["Friend"]?["properties"]?["friend"]
                == ["anyOf": [["$ref": "#/components/schemas/Friend"], ["type": "null"]], "default": nil]
        )
    }

    @Test func modelsReferToEachOtherByName() throws {
        let schemas = try Self.schemas(of: Self.document(response: Order.self))
        #expect(
            schemas["Order"]?["properties"]?["bought"]?["items"] == ["$ref": "#/components/schemas/Item"]
        )
        #expect(
            schemas["Order"]?["properties"]?["stored"]?["anyOf"]?[0]
                == ["$ref": "#/components/schemas/Warehouse.Item"]
        )
    }

    @Test func twoTypesWithOneSimpleNameGetTwoComponents() throws {
        let schemas = try Self.schemas(of: Self.document(requestBody: Shop.Item.self, response: Warehouse.Item.self))
        #expect(schemas["Item"]?["properties"]?["sku"] == ["type": "string", "default": ""])
        #expect(schemas["Warehouse.Item"]?["properties"]?["shelf"]?["type"] == "integer")
    }

    @Test func aModelUsedOnBothSidesSplitsOnlyWhenItsSchemasDiffer() throws {
        let schemas = try Self.schemas(of: Self.document(requestBody: Todo.self, response: Todo.self))
        #expect(schemas["Todo-Input"] != nil)
        #expect(schemas["Todo-Output"] != nil)
        #expect(schemas["Todo"] == nil)
        // Contact is the same on both sides: one component, referred to from both.
        #expect(schemas["Contact"] != nil)
        #expect(schemas["Contact-Input"] == nil)
        #expect(
            schemas["Todo-Output"]?["properties"]?["assignee"]?["anyOf"]?[0] == ["$ref": "#/components/schemas/Contact"]
        )
    }

    @Test func aModelUsedOnOneSideIsNeverSplit() throws {
        let input = try Self.schemas(of: Self.document(requestBody: Todo.self))
        // `@Optional`: decoding also takes 0, 1 and null (which keeps the default).
        #expect(
            input["Todo"]?["properties"]?["completed"]?["anyOf"]
                == [["type": "boolean"], ["enum": [0, 1]], ["type": "null"]]
        )
        let output = try Self.schemas(of: Self.document(response: Todo.self))
        #expect(output["Todo"]?["properties"]?["completed"]?["type"] == "boolean")
        #expect(input["Todo-Input"] == nil && output["Todo-Output"] == nil)
    }

    @Test func aModelThatRefersToASplitModelIsSplitToo() throws {
        let document = Self.document(requestBody: TodoList.self, response: TodoList.self)
        let schemas = try Self.schemas(of: document)
        #expect(
            schemas["TodoList-Input"]?["properties"]?["todos"]?["items"] == ["$ref": "#/components/schemas/Todo-Input"]
        )
        #expect(
            schemas["TodoList-Output"]?["properties"]?["todos"]?["items"] == [
                "$ref": "#/components/schemas/Todo-Output"
            ]
        )
        #expect(schemas["TodoList"] == nil)
        let operation = try #require(try document.jsonValue()["paths"]?["/things"]?["post"])
        #expect(
            operation["requestBody"]?["content"]?["application/json"]?["schema"]
                == ["$ref": "#/components/schemas/TodoList-Input"]
        )
        #expect(
            operation["responses"]?["200"]?["content"]?["application/json"]?["schema"]
                == ["$ref": "#/components/schemas/TodoList-Output"]
        )
    }

    @Test func aStructIsAComponentToo() throws {
        let schemas = try Self.schemas(of: Self.document(requestBody: [Point].self))
        #expect(schemas["Point"]?["required"] == ["x", "y"])
    }

    @Test func everyReferenceNamesAComponent() throws {
        var document = IssueExampleTests.issueDocument()
        document.addOperation(.put, "/lists/{id}", requestBody: TodoList.self, response: TodoList.self)
        document.addOperation(.post, "/orders", requestBody: Order.self, response: [Order].self)
        document.addOperation(.post, "/trees", requestBody: Node.self, response: Friend.self)
        let value = try document.jsonValue()
        let names = Set(try #require(value["components"]?["schemas"]?.objectValue).keys)
        let references = Self.references(in: value)
        #expect(!references.isEmpty)
        for reference in references {
            #expect(reference.hasPrefix("#/components/schemas/"))
            #expect(names.contains(String(reference.dropFirst("#/components/schemas/".count))), "\(reference)")
        }
        #expect(!value.jsonString().contains("$defs"))
        #expect(!value.jsonString().contains("\"$schema\""))
    }

    @Test func constraintsAreSchemaKeywords() throws {
        let schemas = try Self.schemas(of: Self.document(requestBody: SignUp.self))
        let properties = try #require(schemas["SignUp"]?["properties"])
        #expect(properties["username"]?["minLength"] == 3)
        #expect(properties["username"]?["maxLength"] == 20)
        #expect(properties["username"]?["pattern"] == "^[a-z0-9_]+$")
        #expect(properties["age"]?["minimum"] == 13)
        #expect(properties["age"]?["maximum"] == 130)
        #expect(properties["price"]?["exclusiveMinimum"] == 0)
        #expect(properties["price"]?["multipleOf"] == 0.01)
        #expect(properties["scores"]?["maxProperties"] == 5)
        let todo = try #require(try Self.schemas(of: Self.document(response: Todo.self))["Todo"]?["properties"])
        #expect(todo["title"]?["minLength"] == 1)
        #expect(todo["title"]?["maxLength"] == 200)
        #expect(todo["tags"]?["maxItems"] == 20)
        #expect(todo["tags"]?["uniqueItems"] == true)
        #expect(todo["tags"]?["items"] == ["type": "string", "minLength": 1, "maxLength": 32])
    }

    @Test func theComponentsAreThoseOfTheModelsJSONSchemas() throws {
        // The document describes each model as jsonSchema(options:) does, with its references
        // moved to the components.
        let schemas = try Self.schemas(of: Self.document(requestBody: Contact.self, response: Node.self))
        var contact = try Contact.jsonSchema().objectValue ?? [:]
        contact["$schema"] = nil
        #expect(schemas["Contact"] == .object(contact))
        // A recursive root is a `$ref` to its own `$defs` entry.
        let node = try Node.jsonSchema(options: JSONSchemaOptions(mode: .encoding))
        let definition = try #require(node["$defs"]?["Node"]).jsonString()
        let moved = try JSONValue(
            parsing: definition.replacingOccurrences(of: "#/$defs/", with: "#/components/schemas/")
        )
        #expect(schemas["Node"] == moved)
    }

    @Test func aDefaultThatBreaksItsConstraintsIsLeftOut() throws {
        // OpenAPI validators check a default against its schema: `""` is not a valid title.
        let schemas = try Self.schemas(of: Self.document(requestBody: SignUp.self, response: Todo.self))
        let signUp = try #require(schemas["SignUp"]?["properties"])
        #expect(signUp["username"]?["default"] == nil)
        #expect(signUp["age"]?["default"] == nil)
        #expect(signUp["price"]?["default"] == nil)
        #expect(signUp["scores"]?["default"] == [:])
        let todo = try #require(schemas["Todo"]?["properties"])
        #expect(todo["title"]?["default"] == nil)
        #expect(todo["tags"]?["default"] == [])
        #expect(todo["completed"]?["default"] == false)
        // The one-document schema still lists them, as before.
        #expect(try SignUp.jsonSchema()["properties"]?["username"]?["default"] == "")
    }

    @Test func theAppsTypesKeepTheirNamesBeforeTheProblem() throws {
        // The operations' types are named first: the app's `ProblemDetails` keeps the simple
        // name, and the problem responses refer to JSONModelKit's under its full name.
        let document = Self.document(requestBody: Billing.ProblemDetails.self)
        let schemas = try Self.schemas(of: document)
        #expect(schemas["ProblemDetails"]?["properties"]?["invoice"] != nil)
        #expect(schemas["JSONModelKit.ProblemDetails"]?["properties"]?["status"] != nil)
        let responses = try #require(try document.jsonValue()["paths"]?["/things"]?["post"]?["responses"])
        #expect(
            responses["422"]?["content"]?["application/problem+json"]?["schema"]
                == ["$ref": "#/components/schemas/JSONModelKit.ProblemDetails"]
        )
    }

    /// Every `$ref` value in `value`.
    static func references(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            let own = members["$ref"]?.stringValue.map { [$0] } ?? []
            return own + members.values.flatMap(references(in:))
        case .array(let elements):
            return elements.flatMap(references(in:))
        default:
            return []
        }
    }
}
