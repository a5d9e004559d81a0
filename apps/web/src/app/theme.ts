import { createTheme } from '@mantine/core';

// Labels read exactly as the spec names the fields ("Password", "Mobile number"): required fields
// carry aria-required, not a visual asterisk inside the label's accessible name.
const plainLabel = { defaultProps: { withAsterisk: false } };

// Teal 8/9 keep white button text above the 4.5:1 contrast ratio (Mantine's default blue fails axe).
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 7 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // Plain objects, not Component.extend(): importing the components here would put NumberInput,
    // Select and their dependencies into the entry chunk of every route (sign-in JS budget).
    TextInput: plainLabel,
    NumberInput: plainLabel,
    Select: plainLabel,
    Textarea: plainLabel,
    // The eye button must not be found by a search for the "Password" label.
    PasswordInput: { defaultProps: { withAsterisk: false, visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } } },
  },
});
