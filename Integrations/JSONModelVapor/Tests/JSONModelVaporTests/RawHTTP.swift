import Foundation
import NIOCore
import NIOPosix
import Testing

/// HTTP/1.1 over one keep-alive connection, with the test choosing the exact writes: the only
/// way to make a body reach the server in one piece or in many.
enum RawHTTP {
    /// One request, as the writes that carry it.
    struct Request: Sendable {
        var writes: [ByteBuffer]

        /// A `POST` of a JSON body.
        ///
        /// The head and the whole body go in one write, or the head and then the body in pieces
        /// of `chunkSize` bytes. Without `declaresLength` the body is
        /// sent with `Transfer-Encoding: chunked`, one HTTP chunk per piece.
        static func post(_ path: String, body: String, chunkSize: Int? = nil, declaresLength: Bool = true) -> Request {
            let bytes = Array(body.utf8)
            var head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            head += declaresLength ? "Content-Length: \(bytes.count)\r\n\r\n" : "Transfer-Encoding: chunked\r\n\r\n"
            let size = chunkSize ?? max(bytes.count, 1)
            var pieces = stride(from: 0, to: bytes.count, by: size).map { start in
                Array(bytes[start..<min(start + size, bytes.count)])
            }
            if !declaresLength {
                pieces = pieces.map { Array("\(String($0.count, radix: 16))\r\n".utf8) + $0 + Array("\r\n".utf8) }
                pieces.append(Array("0\r\n\r\n".utf8))
            }
            if chunkSize == nil {
                return Request(writes: [ByteBuffer(bytes: Array(head.utf8) + pieces.joined())])
            }
            return Request(writes: [ByteBuffer(string: head)] + pieces.map { ByteBuffer(bytes: $0) })
        }
    }

    /// A response read whole.
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// Opens a connection to 127.0.0.1, sends the requests one after another (pausing between
    /// the writes of each), and reads each response before sending the next request.
    static func exchange(port: Int, _ requests: [Request]) async throws -> [Response] {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var iterator = inbound.makeAsyncIterator()
            var received = ByteBuffer()
            var responses: [Response] = []
            for request in requests {
                for (index, write) in request.writes.enumerated() {
                    if index > 0 {
                        try await Task.sleep(for: .milliseconds(5))
                    }
                    try await outbound.write(write)
                }
                while true {
                    if let response = try parseResponse(&received) {
                        responses.append(response)
                        break
                    }
                    guard var more = try await iterator.next() else {
                        throw RawHTTPError.closedEarly
                    }
                    received.writeBuffer(&more)
                }
            }
            return responses
        }
    }

    /// Takes one response off the front of `buffer`, or returns `nil` when it is not all there.
    private static func parseResponse(_ buffer: inout ByteBuffer) throws -> Response? {
        let bytes = Array(buffer.readableBytesView)
        guard let headEnd = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        let headLines = String(decoding: bytes[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = headLines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw RawHTTPError.badResponse }
        var headers: [String: String] = [:]
        for line in headLines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces
            )
        }
        let length = headers["content-length"].flatMap(Int.init) ?? 0
        guard bytes.count - headEnd.upperBound >= length else { return nil }
        let body = String(decoding: bytes[headEnd.upperBound..<headEnd.upperBound + length], as: UTF8.self)
        buffer.moveReaderIndex(forwardBy: headEnd.upperBound + length)
        buffer.discardReadBytes()
        return Response(status: status, headers: headers, body: body)
    }
}

enum RawHTTPError: Error {
    case closedEarly
    case badResponse
}
