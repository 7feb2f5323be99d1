package gr.glentia.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
