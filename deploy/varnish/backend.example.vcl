# Copy to backend.vcl beside cdn.vcl (or anywhere on varnishd's vcl_path): the app's address.
backend default {
    .host = "127.0.0.1";
    .port = "3000";
}
