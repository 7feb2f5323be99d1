/**
 * Every web test: `findBy…` and `waitFor` wait up to 5 s, so a busy machine (a CI box running
 * several test runners on two cores) does not turn a lazy screen's load into a failure.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
