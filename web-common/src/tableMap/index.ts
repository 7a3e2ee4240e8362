// The table map canvas (react-konva), shared by the admin's editor and the staff and POS live maps.
// Its own entry (`@resto/web-common/tableMap`), so Konva never reaches an app that does not draw a map.
export { FLOOR, type LinkedGroup, MapCanvas, type MapCanvasProps, type ShapeLook } from './MapCanvas';
