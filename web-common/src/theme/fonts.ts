// Fonts are bundled with the apps (no font CDN: the local stack has no internet). Import once per app.
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
