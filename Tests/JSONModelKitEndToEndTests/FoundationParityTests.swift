import Foundation
import JSONModelKit
import Testing

// The same JSON decoded by Foundation's JSONDecoder into Codable structs and by JSONModelKit
// into models gives the same values.

// MARK: Payload 1: an order, dates as seconds since 1970

struct OrderStruct: Codable {
    struct Item: Codable {
        var sku: String
        var quantity: Int
        var unitPrice: Double
        var discount: Double?

        enum CodingKeys: String, CodingKey {
            case sku, quantity, discount
            case unitPrice = "unit_price"
        }
    }

    var orderNumber: Int64
    var customer: String
    var placedAt: Date
    var shippedAt: Date?
    var note: String?
    var paid: Bool
    var items: [Item]
    var tags: [String]
    var boxSizes: [[Int]]

    enum CodingKeys: String, CodingKey {
        case customer, note, paid, items, tags
        case orderNumber = "order_number"
        case placedAt = "placed_at"
        case shippedAt = "shipped_at"
        case boxSizes = "box_sizes"
    }
}

final class OrderItemModel: JSONModel {
    var sku = ""
    var quantity = 0
    var unitPrice = 0.0
    var discount: Double? = nil
}

final class OrderModel: JSONModel {
    var orderNumber: Int64 = 0
    var customer = ""
    var placedAt = Date()
    var shippedAt: Date? = nil
    var note: String? = nil
    var paid = false
    var items: [OrderItemModel] = []
    var tags: [String] = []
    var boxSizes: [[Int]] = []

    override class var dateStrategy: DateStrategy { .secondsSince1970 }
}

// MARK: Payload 2: repositories, dates as ISO 8601

struct RepositoryStruct: Codable {
    struct Owner: Codable {
        var login: String
        var id: Int
        var siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case login, id
            case siteAdmin = "site_admin"
        }
    }

    var id: Int
    var fullName: String
    var description: String?
    var owner: Owner
    var stargazersCount: UInt32
    var score: Float
    var topics: [String]
    var createdAt: Date
    var pushedAt: Date?
    var homepage: URL?
    var languages: [String: Int]

    enum CodingKeys: String, CodingKey {
        case id, description, owner, score, topics, homepage, languages
        case fullName = "full_name"
        case stargazersCount = "stargazers_count"
        case createdAt = "created_at"
        case pushedAt = "pushed_at"
    }
}

final class OwnerModel: JSONModel {
    var login = ""
    var id = 0
    var siteAdmin = false
}

final class RepositoryModel: JSONModel {
    var id = 0
    var fullName = ""
    var description: String? = nil
    var owner = OwnerModel()
    var stargazersCount: UInt32 = 0
    var score: Float = 0
    var topics: [String] = []
    var createdAt = Date()
    var pushedAt: Date? = nil
    var homepage: URL? = nil
    var languages: [String: Int] = [:]
}

// MARK: Payload 3: weather readings, gaps as null

struct StationStruct: Codable {
    var name: String
    var elevation: Int16
    var readings: [Double?]
    var flags: [String: Bool]
    var uuid: UUID
}

final class StationModel: JSONModel {
    var name = ""
    var elevation: Int16 = 0
    var readings: [Double?] = []
    var flags: [String: Bool] = [:]
    var uuid = UUID()
}

@Suite("Foundation parity")
struct FoundationParityTests {
    static let orders = """
        [
          {"order_number": 9007199254740993, "customer": "Zoë Ünal", "placed_at": 1714566600.5, "shipped_at": 1714600000,
           "note": "leave at the door", "paid": true,
           "items": [{"sku": "A-1", "quantity": 2, "unit_price": 9.99, "discount": 0.1},
                     {"sku": "B-22", "quantity": 1, "unit_price": 1e3}],
           "tags": ["gift", "express"], "box_sizes": [[10, 20, 30], [5]]},
          {"order_number": 1, "customer": "Bob", "placed_at": 0, "shipped_at": null, "paid": false,
           "items": [], "tags": [], "box_sizes": []}
        ]
        """

    static let repositories = """
        [
          {"id": 1296269, "full_name": "octocat/Hello-World", "description": "This your first repo!",
           "owner": {"login": "octocat", "id": 1, "site_admin": false},
           "stargazers_count": 80, "score": 0.5, "topics": ["octocat", "api"],
           "created_at": "2011-01-26T19:01:12Z", "pushed_at": "2011-01-26T19:06:43Z",
           "homepage": "https://github.com", "languages": {"C": 78769, "Python": 7769}},
          {"id": 2, "full_name": "x/y", "description": null,
           "owner": {"login": "x", "id": 2, "site_admin": true},
           "stargazers_count": 4294967295, "score": -1.25, "topics": [],
           "created_at": "2021-03-04T05:06:07Z", "languages": {}}
        ]
        """

    static let stations = """
        [
          {"name": "Zugspitze", "elevation": 2962, "readings": [-3.5, null, -4, 1e-1],
           "flags": {"heated": true, "manned": false}, "uuid": "123E4567-E89B-12D3-A456-426614174000"},
          {"name": "Dead Sea", "elevation": -430, "readings": [], "flags": {}, "uuid": "00000000-0000-0000-0000-000000000001"}
        ]
        """

    @Test func ordersMatchJSONDecoder() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let expected = try decoder.decode([OrderStruct].self, from: Data(Self.orders.utf8))
        let actual = try OrderModel.arrayFromJSONString(Self.orders)

        #expect(actual.count == expected.count)
        for (model, reference) in zip(actual, expected) {
            #expect(model.orderNumber == reference.orderNumber)
            #expect(model.customer == reference.customer)
            #expect(model.placedAt == reference.placedAt)
            #expect(model.shippedAt == reference.shippedAt)
            #expect(model.note == reference.note)
            #expect(model.paid == reference.paid)
            #expect(model.tags == reference.tags)
            #expect(model.boxSizes == reference.boxSizes)
            #expect(model.items.count == reference.items.count)
            for (item, referenceItem) in zip(model.items, reference.items) {
                #expect(item.sku == referenceItem.sku)
                #expect(item.quantity == referenceItem.quantity)
                #expect(item.unitPrice == referenceItem.unitPrice)
                #expect(item.discount == referenceItem.discount)
            }
        }
    }

    @Test func repositoriesMatchJSONDecoder() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let expected = try decoder.decode([RepositoryStruct].self, from: Data(Self.repositories.utf8))
        let actual = try RepositoryModel.arrayFromJSONData(Data(Self.repositories.utf8))

        #expect(actual.count == expected.count)
        for (model, reference) in zip(actual, expected) {
            #expect(model.id == reference.id)
            #expect(model.fullName == reference.fullName)
            #expect(model.description == reference.description)
            #expect(model.owner.login == reference.owner.login)
            #expect(model.owner.id == reference.owner.id)
            #expect(model.owner.siteAdmin == reference.owner.siteAdmin)
            #expect(model.stargazersCount == reference.stargazersCount)
            #expect(model.score == reference.score)
            #expect(model.topics == reference.topics)
            #expect(model.createdAt == reference.createdAt)
            #expect(model.pushedAt == reference.pushedAt)
            #expect(model.homepage == reference.homepage)
            #expect(model.languages == reference.languages)
        }
    }

    @Test func stationsMatchJSONDecoder() throws {
        let expected = try JSONDecoder().decode([StationStruct].self, from: Data(Self.stations.utf8))
        let actual = try StationModel.arrayFromJSONString(Self.stations)

        #expect(actual.count == expected.count)
        for (model, reference) in zip(actual, expected) {
            #expect(model.name == reference.name)
            #expect(model.elevation == reference.elevation)
            #expect(model.readings == reference.readings)
            #expect(model.flags == reference.flags)
            #expect(model.uuid == reference.uuid)
        }
    }

    @Test func encodedModelsDecodeWithJSONDecoderToTheSameValues() throws {
        let models = try RepositoryModel.arrayFromJSONString(Self.repositories)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let fromModels = try decoder.decode([RepositoryStruct].self, from: try models.toJSONData())
        let fromSource = try decoder.decode([RepositoryStruct].self, from: Data(Self.repositories.utf8))
        #expect(fromModels.map(\.fullName) == fromSource.map(\.fullName))
        #expect(fromModels.map(\.createdAt) == fromSource.map(\.createdAt))
        #expect(fromModels.map(\.pushedAt) == fromSource.map(\.pushedAt))
        #expect(fromModels.map(\.languages) == fromSource.map(\.languages))
        #expect(fromModels.map(\.score) == fromSource.map(\.score))
    }

    @Test func jsonEncoderOutputDecodesToTheSameModels() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let structs = try decoder.decode([OrderStruct].self, from: Data(Self.orders.utf8))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let reencoded = try encoder.encode(structs)

        let models = try OrderModel.arrayFromJSONData(reencoded)
        #expect(models.map(\.orderNumber) == structs.map(\.orderNumber))
        #expect(models.map(\.placedAt) == structs.map(\.placedAt))
        #expect(models.map(\.customer) == structs.map(\.customer))
        #expect(models.flatMap(\.items).map(\.unitPrice) == structs.flatMap(\.items).map(\.unitPrice))
    }
}
