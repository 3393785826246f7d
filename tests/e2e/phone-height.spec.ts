import { phoneHeightTests } from "./phone-height.ts";

phoneHeightTests();
