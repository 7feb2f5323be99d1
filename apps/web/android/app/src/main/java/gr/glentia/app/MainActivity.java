package gr.glentia.app;

import android.content.Intent;
import android.net.Uri;
import android.util.Log;
import android.webkit.WebView;
import com.getcapacitor.BridgeActivity;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The app's one screen. A poster shared to Glentia from another app (ACTION_SEND of an image:
 * the gallery, Instagram, Viber) is copied into the app's cache as {@link #SHARED_POSTER} and the
 * event form opens at /glenti/edit?shared=app, which takes it from there
 * (src/lib/platform/native-shared-poster.ts). Done here rather than by a plugin so that a share
 * that starts the app is not lost before the web layer listens.
 */
public class MainActivity extends BridgeActivity {

    /** The cached file the web layer reads (Directory.Cache, "shared-poster"). */
    static final String SHARED_POSTER = "shared-poster";

    private static final String TAG = "Glentia";

    /** Also called by BridgeActivity.load() with the intent that started the app. */
    @Override
    protected void onNewIntent(Intent intent) {
        super.onNewIntent(intent);
        receiveSharedPoster(intent);
    }

    private void receiveSharedPoster(Intent intent) {
        if (intent == null || !Intent.ACTION_SEND.equals(intent.getAction())) return;
        String type = intent.getType();
        if (type == null || !type.startsWith("image/")) return;
        Uri image = intent.getParcelableExtra(Intent.EXTRA_STREAM);
        if (image == null) return;
        File target = new File(getCacheDir(), SHARED_POSTER);
        try (InputStream in = getContentResolver().openInputStream(image); OutputStream out = new FileOutputStream(target)) {
            if (in == null) return;
            byte[] buffer = new byte[64 * 1024];
            for (int read = in.read(buffer); read != -1; read = in.read(buffer)) out.write(buffer, 0, read);
        } catch (IOException | SecurityException error) {
            Log.w(TAG, "A shared image could not be read", error);
            return;
        }
        // Handled once: a later recreation of the screen does not open the form again.
        intent.setAction(Intent.ACTION_MAIN);
        String form = getBridge().getLocalUrl() + "/glenti/edit?shared=app&type=" + Uri.encode(type);
        WebView webView = getBridge().getWebView();
        webView.post(() -> webView.loadUrl(form));
    }
}
