/**
 * The iOS and Android apps (Capacitor 7) wrap the same web build (`dist/`). Inside the apps the
 * API lives on its own host (SPEC §7): build the web app with VITE_NATIVE_API_URL set, e.g.
 * `VITE_NATIVE_API_URL=https://glentia.gr npm run build -w apps/web && npx cap sync`.
 */
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'gr.glentia.app',
  appName: 'Γλέντια',
  webDir: 'dist',
  server: {
    // Pages are served as https://localhost inside the apps, so secure-context APIs work.
    androidScheme: 'https',
    iosScheme: 'https',
  },
  plugins: {
    LocalNotifications: {
      smallIcon: 'ic_stat_glentia',
      iconColor: '#0a5cad',
    },
    PushNotifications: {
      presentationOptions: ['badge', 'sound', 'alert'],
    },
  },
};

export default config;
