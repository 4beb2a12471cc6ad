import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSONModelHummingbird
import JSONModelKit
import Logging
import NIOCore
import Testing

// MARK: - Models

class Order: JSONModel {
    var id = 0
    var customer = ""
    var items: [OrderItem] = []
    var placedAt = Date(timeIntervalSince1970: 0)
    @Optional var note: String? = nil
}

final class OrderItem: JSONModel {
    var sku = ""
    var quantity = 0
    var price = 0.0
}

/// A model whose declaration JSONModelKit cannot use: a server bug, never the client's fault.
final class BrokenModel: JSONModel {
    var callback: @Sendable () -> Void = {}
}

/// A `JSONStruct` that is also `Codable`, as `request.decode(as:context:)` and
/// `ResponseEncodable` need (synthesized: no JSONModelKit wrappers, which are not `Codable`).
struct Point: JSONStruct, ResponseCodable, Equatable {
    var x = 0.0
    var y = 0.0
    var label: String? = nil
}

/// Not a JSONModelKit type: decoded and encoded through Foundation.
struct Plain: ResponseCodable, Equatable {
    var name: String
    var count: Int
}

// MARK: - Contexts

/// Rejects unknown keys, collects every error.
struct StrictContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
    var requestDecoder: JSONModelRequestDecoder {
        JSONModelRequestDecoder(options: JSONModel.DecodingOptions(unknownKeys: .reject, collectAllErrors: true))
    }
    var responseEncoder: JSONModelResponseEncoder { JSONModelResponseEncoder() }
}

/// Stops at the first error.
struct FirstErrorContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
    var requestDecoder: JSONModelRequestDecoder { JSONModelRequestDecoder(options: JSONModel.DecodingOptions()) }
    var responseEncoder: JSONModelResponseEncoder { JSONModelResponseEncoder() }
}

/// Accepts bodies of at most 256 bytes.
struct SmallUploadContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
    var maxUploadSize: Int { 256 }
    var requestDecoder: JSONModelRequestDecoder { JSONModelRequestDecoder() }
    var responseEncoder: JSONModelResponseEncoder { JSONModelResponseEncoder() }
}

// MARK: - The test application

/// Routes that echo what they decode, on any context.
func makeTestApplication<Context: RequestContext>(
    context: Context.Type = JSONModelRequestContext.self
) -> some ApplicationProtocol where Context.Source == ApplicationRequestContextSource {
    let router = Router(context: context)
    router.post("orders") { request, context -> Order in
        try await request.decode(as: Order.self, context: context)
    }
    router.post("orders/batch") { request, context -> [Order] in
        try await request.decode(as: [Order].self, context: context)
    }
    router.get("orders") { _, _ -> [Order] in
        (1...3).map { sampleOrder(id: $0) }
    }
    router.post("orders/slow") { request, context -> Order in
        let order = try await request.decode(as: Order.self, context: context)
        // Lets requests overlap inside the server.
        try await Task.sleep(for: .milliseconds(Int.random(in: 0...5)))
        return order
    }
    router.post("points") { request, context -> Point in
        try await request.decode(as: Point.self, context: context)
    }
    router.post("points/batch") { request, context -> [Point] in
        try await request.decode(as: [Point].self, context: context)
    }
    router.post("plain") { request, context -> Plain in
        try await request.decode(as: Plain.self, context: context)
    }
    router.post("broken") { request, context -> HTTPResponse.Status in
        _ = try await request.decode(as: BrokenModel.self, context: context)
        return .ok
    }
    var logger = Logger(label: "JSONModelHummingbirdTests")
    logger.logLevel = .warning
    return Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
        logger: logger
    )
}

func sampleOrder(id: Int) -> Order {
    let order = Order()
    order.id = id
    order.customer = "Customer \(id)"
    let item = OrderItem()
    item.sku = "SKU-\(id)"
    item.quantity = id
    item.price = 9.5
    order.items = [item]
    order.placedAt = Date(timeIntervalSince1970: 1_714_566_600)
    return order
}

func orderJSON(id: Int, customer: String) -> String {
    """
    {"id": \(id), "customer": "\(customer)", "items": [{"sku": "S\(id)", "quantity": \(id), "price": 1.5}], \
    "placed_at": "2024-05-01T12:30:00Z"}
    """
}

// MARK: - Helpers

/// The two ways HummingbirdTesting runs an application: straight into the router, or a real
/// server on 127.0.0.1 with an HTTP client.
enum Setup: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case router
    case live

    var testingSetup: TestingSetup {
        switch self {
        case .router: .router
        case .live: .live
        }
    }

    var testDescription: String { rawValue }
}

extension String {
    var buffer: ByteBuffer { ByteBuffer(string: self) }
}

extension TestResponse {
    var bodyData: Data { Data(body.readableBytesView) }
    var bodyText: String { String(buffer: body) }

    func problem() throws -> ProblemDetails {
        try ProblemDetails.fromJSONData(bodyData)
    }
}

let jsonHeaders: HTTPFields = [.contentType: "application/json"]
