// Standalone development only; the shell loads ./routes through the remote entry.
import('./bootstrap');
