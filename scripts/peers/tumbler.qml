// Qt Quick Controls' Tumbler, the wheel peer of `scripts/peer-bench.sh --wheel`: three
// wheels like the gallery's second picker (seven colours, 0…99, three units), 320 × 216,
// 20 px from the window's corner (run with the software renderer).
import QtQuick
import QtQuick.Controls
import QtQuick.Window

Window {
    title: "peer: Qt Tumbler"
    width: 360
    height: 256
    visible: true
    Row {
        x: 25; y: 20
        Tumbler {
            width: 150; height: 216; visibleItemCount: 7
            model: ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]
            currentIndex: 4
        }
        Tumbler { width: 90; height: 216; visibleItemCount: 7; model: 100; currentIndex: 25 }
        Tumbler { width: 70; height: 216; visibleItemCount: 7; model: ["g", "kg", "lb"] }
    }
}
