// The app's one jotai store, shared by React and by non-React code such as the API client.
import { createStore } from 'jotai';

/** The named store every atom lives in. */
export const appStore = createStore();
