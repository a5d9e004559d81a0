// The built-in exercise library shipped by migration 0017: names and tags are common gym facts, the
// instructions are the project's own words. Frozen with the migration: later changes to the library
// go in a new migration, never here. The value lists are spelled out (not imported from contracts)
// so the data type-checks against the vocabulary as it was when it shipped.
type Category = 'strength' | 'cardio' | 'mobility' | 'plyometrics';
type Muscle =
  | 'chest'
  | 'back'
  | 'lats'
  | 'traps'
  | 'shoulders'
  | 'biceps'
  | 'triceps'
  | 'forearms'
  | 'abs'
  | 'obliques'
  | 'lower_back'
  | 'glutes'
  | 'quadriceps'
  | 'hamstrings'
  | 'adductors'
  | 'abductors'
  | 'calves'
  | 'full_body';
type Equipment =
  | 'barbell'
  | 'dumbbell'
  | 'kettlebell'
  | 'machine'
  | 'cable'
  | 'band'
  | 'bodyweight'
  | 'bench'
  | 'pull_up_bar'
  | 'cardio_machine'
  | 'other';
type Tracking = 'weight_reps' | 'reps' | 'time' | 'distance_time';

export interface BuiltInExercise {
  slug: string;
  name: string;
  category: Category;
  equipment: Equipment;
  tracking: Tracking;
  primary: readonly Muscle[];
  secondary: readonly Muscle[];
  instructions: string;
}

export const BUILT_IN_EXERCISES: readonly BuiltInExercise[] = [
  // Chest
  {
    slug: 'barbell-bench-press',
    name: 'Barbell Bench Press',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Lie on a flat bench with your eyes under the bar, feet planted and shoulder blades pulled together. Lower the bar under control to your mid-chest, then press it back up over your shoulders. Keep your hips on the bench and use a spotter or safety arms when you train close to failure.',
  },
  {
    slug: 'incline-barbell-bench-press',
    name: 'Incline Barbell Bench Press',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['chest', 'shoulders'],
    secondary: ['triceps'],
    instructions:
      'Set the bench to about 30 degrees and lie back with the bar over your eyes. Lower it to your upper chest with elbows slightly tucked, then press back up. Keep your feet down and your lower back in its natural arch rather than lifting off the bench.',
  },
  {
    slug: 'decline-barbell-bench-press',
    name: 'Decline Barbell Bench Press',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Hook your legs under the pads of a decline bench and take the bar with a grip a little wider than your shoulders. Lower it to your lower chest, then press it up until your arms are straight. Have a spotter hand you the bar, as reaching back for it from this angle strains the shoulders.',
  },
  {
    slug: 'close-grip-bench-press',
    name: 'Close-Grip Bench Press',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['triceps', 'chest'],
    secondary: ['shoulders'],
    instructions:
      'Lie on a flat bench and hold the bar with your hands about shoulder-width apart. Lower it to your lower chest with your elbows close to your sides, then press it back up. Do not bring your hands so close that your wrists bend.',
  },
  {
    slug: 'dumbbell-bench-press',
    name: 'Dumbbell Bench Press',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Sit on a flat bench with the dumbbells on your thighs, then lie back and bring them up beside your chest. Press them up until your arms are straight, then lower them slowly to chest level. Bring the weights back to your thighs before sitting up instead of dropping them to the side.',
  },
  {
    slug: 'incline-dumbbell-press',
    name: 'Incline Dumbbell Press',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['chest', 'shoulders'],
    secondary: ['triceps'],
    instructions:
      'Set the bench to a low incline and hold the dumbbells at the sides of your upper chest. Press them up and slightly together, then lower them under control. Keep your shoulder blades pulled back so the front of the shoulder is not doing all the work.',
  },
  {
    slug: 'dumbbell-fly',
    name: 'Dumbbell Fly',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['shoulders'],
    instructions:
      'Lie on a flat bench holding the dumbbells above your chest, palms facing each other and elbows slightly bent. Open your arms in a wide arc until you feel a stretch across the chest, then squeeze them back together. Keep the elbow bend fixed and stop before the weights pull your shoulders past a comfortable stretch.',
  },
  {
    slug: 'incline-dumbbell-fly',
    name: 'Incline Dumbbell Fly',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['shoulders'],
    instructions:
      'Set the bench to a low incline and hold the dumbbells over your upper chest with a soft bend in the elbows. Lower them out to the sides in an arc, then bring them back up along the same path. Use a light weight you can control at the bottom of the stretch.',
  },
  {
    slug: 'dumbbell-pullover',
    name: 'Dumbbell Pullover',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['chest', 'lats'],
    secondary: ['triceps'],
    instructions:
      'Lie across or along a bench holding one dumbbell with both hands above your chest. Lower it in an arc behind your head with slightly bent elbows, then pull it back over your chest. Keep your ribs down and only go as far back as your shoulders allow without pain.',
  },
  {
    slug: 'cable-crossover',
    name: 'Cable Crossover',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['shoulders'],
    instructions:
      'Set both pulleys high, take a handle in each hand and step forward into a split stance. Bring the handles down and together in front of your hips, then let them return slowly until your arms are level with your body. Keep a slight bend in the elbows throughout.',
  },
  {
    slug: 'low-to-high-cable-fly',
    name: 'Low-to-High Cable Fly',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['shoulders'],
    instructions:
      'Set both pulleys low and stand in the middle holding a handle in each hand. Sweep your arms up and together until your hands meet at shoulder height, then lower them slowly. Keep your torso still and avoid shrugging your shoulders as your hands rise.',
  },
  {
    slug: 'machine-chest-press',
    name: 'Machine Chest Press',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Adjust the seat so the handles line up with your mid-chest and sit with your back against the pad. Press the handles forward until your arms are nearly straight, then return slowly. Stop the stack just before it touches down so the muscles stay loaded.',
  },
  {
    slug: 'pec-deck',
    name: 'Pec Deck',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['shoulders'],
    instructions:
      'Set the seat so the handles are at chest height and sit upright with your back on the pad. Bring the handles together in front of you, pause briefly, and let them open slowly. Do not let the weight pull your arms behind your body at the start.',
  },
  {
    slug: 'smith-machine-bench-press',
    name: 'Smith Machine Bench Press',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Place a flat bench under the Smith bar so it lowers to your mid-chest. Unhook the bar, lower it under control, then press it back up. Set the safety stops just above chest height before you start.',
  },
  {
    slug: 'push-up',
    name: 'Push-Up',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders', 'abs'],
    instructions:
      'Start in a high plank with your hands a little wider than your shoulders and your body in a straight line. Lower your chest towards the floor with elbows at about 45 degrees, then push back up. Keep your hips in line with your shoulders; do not let them sag.',
  },
  {
    slug: 'incline-push-up',
    name: 'Incline Push-Up',
    category: 'strength',
    equipment: 'bench',
    tracking: 'reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Place your hands on the edge of a bench or sturdy box and step your feet back into a straight line. Lower your chest to the edge, then press away. The higher the surface, the easier the movement, so lower it as you get stronger.',
  },
  {
    slug: 'decline-push-up',
    name: 'Decline Push-Up',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['chest', 'shoulders'],
    secondary: ['triceps'],
    instructions:
      'Put your feet on a bench or step and your hands on the floor slightly wider than your shoulders. Lower your upper chest to the floor, then press back up. Brace your stomach so your lower back does not dip.',
  },
  {
    slug: 'diamond-push-up',
    name: 'Diamond Push-Up',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['triceps', 'chest'],
    secondary: ['shoulders'],
    instructions:
      'Get into a push-up position with your hands close together under your chest, thumbs and index fingers touching. Lower your chest to your hands with elbows brushing your sides, then push back up. Drop to your knees if you cannot keep a straight body line.',
  },
  {
    slug: 'chest-dip',
    name: 'Chest Dip',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['chest', 'triceps'],
    secondary: ['shoulders'],
    instructions:
      'Support yourself on parallel bars with straight arms, then lean your torso forward slightly. Bend your elbows to lower yourself until your shoulders are just below your elbows, then press back up. Stop higher if you feel pain at the front of the shoulder.',
  },
  {
    slug: 'band-chest-press',
    name: 'Band Chest Press',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Anchor a band behind you at chest height and hold an end in each hand at your chest. Step forward until the band is taut, then press your hands straight out and return slowly. Keep a staggered stance so the band does not pull you backwards.',
  },
  {
    slug: 'clap-push-up',
    name: 'Clap Push-Up',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Start in a push-up position with a firm brace through your body. Lower yourself, then push up hard enough for your hands to leave the floor, clap once and catch yourself with soft elbows. Master regular push-ups first and stop when the push-off loses height.',
  },
  // Back and lats
  {
    slug: 'barbell-deadlift',
    name: 'Barbell Deadlift',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['hamstrings', 'glutes', 'lower_back'],
    secondary: ['quadriceps', 'traps', 'forearms'],
    instructions:
      'Stand with the bar over your mid-foot, bend down and grip it just outside your legs. Flatten your back, take the slack out of the bar and stand up by pushing the floor away, keeping the bar close to your legs. Lower it the same way with a neutral spine; never round your back to reach the floor.',
  },
  {
    slug: 'sumo-deadlift',
    name: 'Sumo Deadlift',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['glutes', 'adductors', 'hamstrings'],
    secondary: ['quadriceps', 'lower_back', 'traps'],
    instructions:
      'Take a wide stance with your toes turned out and grip the bar inside your knees. Push your knees out, keep your chest up and stand by driving through your heels. Keep your back flat and the bar touching your legs all the way up.',
  },
  {
    slug: 'barbell-romanian-deadlift',
    name: 'Barbell Romanian Deadlift',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['hamstrings', 'glutes'],
    secondary: ['lower_back', 'forearms'],
    instructions:
      'Stand tall holding the bar at hip height with soft knees. Push your hips back and slide the bar down your thighs until you feel a strong stretch in your hamstrings, then drive your hips forward to stand. Stop the descent when your back starts to round.',
  },
  {
    slug: 'trap-bar-deadlift',
    name: 'Trap Bar Deadlift',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings', 'lower_back', 'traps'],
    instructions:
      'Step inside the trap bar and grip the handles at your sides. Sit your hips down, brace, and stand up tall, then lower the bar back to the floor under control. Keep your chest up and your back flat from start to finish.',
  },
  {
    slug: 'rack-pull',
    name: 'Rack Pull',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['lower_back', 'traps', 'glutes'],
    secondary: ['hamstrings', 'forearms'],
    instructions:
      'Set the bar on the safety pins at about knee height and grip it just outside your legs. Brace and stand up by driving your hips forward, then lower the bar back to the pins with control. Keep your shoulders down and back rather than yanking with your arms.',
  },
  {
    slug: 'barbell-bent-over-row',
    name: 'Barbell Bent-Over Row',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['back', 'lats'],
    secondary: ['biceps', 'lower_back'],
    instructions:
      'Hold the bar with an overhand grip, hinge forward until your torso is about 45 degrees to the floor and let the bar hang. Pull it to your lower ribs, squeeze your shoulder blades, then lower it. Keep your back flat and your torso still instead of heaving the weight up.',
  },
  {
    slug: 'pendlay-row',
    name: 'Pendlay Row',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['back', 'lats'],
    secondary: ['biceps', 'lower_back'],
    instructions:
      'Set up with the bar on the floor and bend over until your torso is nearly parallel to the ground. Pull the bar explosively to your lower chest, then return it to the floor and reset before each rep. Keep your hips high and your back flat.',
  },
  {
    slug: 't-bar-row',
    name: 'T-Bar Row',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['back', 'lats'],
    secondary: ['biceps', 'traps'],
    instructions:
      'Straddle the loaded end of a landmine bar, hinge forward and grip the handle close to the plates. Row the weight to your chest, then lower it until your arms are straight. Keep your chest up and your knees slightly bent.',
  },
  {
    slug: 'single-arm-dumbbell-row',
    name: 'Single-Arm Dumbbell Row',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['lats', 'back'],
    secondary: ['biceps'],
    instructions:
      'Place one knee and hand on a flat bench and hold a dumbbell in the other hand. Pull the weight towards your hip, leading with the elbow, then lower it to a full stretch. Keep your shoulders square to the floor rather than twisting to lift more.',
  },
  {
    slug: 'chest-supported-dumbbell-row',
    name: 'Chest-Supported Dumbbell Row',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['back', 'lats'],
    secondary: ['biceps', 'shoulders'],
    instructions:
      'Lie face down on an incline bench with a dumbbell in each hand hanging below you. Row both weights up until your elbows are beside your ribs, squeeze, then lower. Keep your chest on the pad so your lower back stays out of it.',
  },
  {
    slug: 'seated-cable-row',
    name: 'Seated Cable Row',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['back', 'lats'],
    secondary: ['biceps'],
    instructions:
      'Sit at the row station with your feet on the platform and knees slightly bent, holding the handle with straight arms. Pull it to your stomach while squeezing your shoulder blades together, then let your arms extend slowly. Keep your torso upright instead of rocking back.',
  },
  {
    slug: 'lat-pulldown',
    name: 'Lat Pulldown',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['lats'],
    secondary: ['biceps', 'back'],
    instructions:
      'Sit with your thighs under the pad and take the bar a little wider than your shoulders. Pull it down to your upper chest, driving your elbows towards your ribs, then let it rise slowly. Lean back only slightly and never pull the bar behind your neck.',
  },
  {
    slug: 'close-grip-lat-pulldown',
    name: 'Close-Grip Lat Pulldown',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['lats'],
    secondary: ['biceps', 'back'],
    instructions:
      'Attach a close-grip handle, sit with your thighs secured and hold it with palms facing each other. Pull the handle to your upper chest, then let your arms straighten fully overhead. Keep your chest lifted and avoid swinging back to move the weight.',
  },
  {
    slug: 'straight-arm-pulldown',
    name: 'Straight-Arm Pulldown',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['lats'],
    secondary: ['back', 'triceps'],
    instructions:
      'Stand facing a high pulley holding a bar or rope with straight arms at head height. Hinge slightly forward and sweep your hands down to your thighs, then let them rise slowly. Keep your elbows almost locked so the lats do the work, not the triceps.',
  },
  {
    slug: 'machine-row',
    name: 'Machine Row',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['back', 'lats'],
    secondary: ['biceps'],
    instructions:
      'Adjust the seat so the handles are at chest height and rest your chest against the pad. Pull the handles back until your elbows pass your torso, then return slowly. Keep your chest on the pad throughout.',
  },
  {
    slug: 'pull-up',
    name: 'Pull-Up',
    category: 'strength',
    equipment: 'pull_up_bar',
    tracking: 'reps',
    primary: ['lats'],
    secondary: ['biceps', 'back'],
    instructions:
      'Hang from the bar with an overhand grip a little wider than your shoulders. Pull yourself up until your chin clears the bar, then lower yourself to a full hang. Start each rep from still arms rather than kicking or swinging.',
  },
  {
    slug: 'chin-up',
    name: 'Chin-Up',
    category: 'strength',
    equipment: 'pull_up_bar',
    tracking: 'reps',
    primary: ['lats', 'biceps'],
    secondary: ['back'],
    instructions:
      'Hang from the bar with your palms facing you and hands about shoulder-width apart. Pull until your chin is over the bar, then lower yourself slowly. Keep your legs still and your ribs down so you do not arch to finish the rep.',
  },
  {
    slug: 'neutral-grip-pull-up',
    name: 'Neutral-Grip Pull-Up',
    category: 'strength',
    equipment: 'pull_up_bar',
    tracking: 'reps',
    primary: ['lats'],
    secondary: ['biceps', 'back', 'forearms'],
    instructions:
      'Hang from parallel handles with your palms facing each other. Pull up until your chin passes the handles, then lower under control to straight arms. This grip is often kinder to the shoulders, but still avoid jerking at the bottom.',
  },
  {
    slug: 'band-assisted-pull-up',
    name: 'Band-Assisted Pull-Up',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['lats'],
    secondary: ['biceps', 'back'],
    instructions:
      'Loop a strong band over the pull-up bar and place one knee or foot in it. Pull yourself up until your chin clears the bar, then lower slowly. Step in and out of the band carefully, as it can snap back if it slips.',
  },
  {
    slug: 'inverted-row',
    name: 'Inverted Row',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['back', 'lats'],
    secondary: ['biceps'],
    instructions:
      'Set a bar in a rack at about waist height, hang underneath it with straight arms and your heels on the floor. Pull your chest to the bar while keeping your body in a straight line, then lower. Bend your knees to make it easier or raise your feet to make it harder.',
  },
  {
    slug: 'scapular-pull-up',
    name: 'Scapular Pull-Up',
    category: 'strength',
    equipment: 'pull_up_bar',
    tracking: 'reps',
    primary: ['lats', 'traps'],
    secondary: ['back'],
    instructions:
      'Hang from the bar with straight arms. Without bending your elbows, pull your shoulder blades down and back so your body rises a few centimetres, then let them rise again. Move slowly and keep the motion small.',
  },
  {
    slug: 'face-pull',
    name: 'Face Pull',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['shoulders', 'traps'],
    secondary: ['back'],
    instructions:
      'Set a rope on a pulley at head height and hold the ends with your thumbs pointing back. Pull the rope towards your face, spreading your hands apart so they finish beside your ears, then return. Use a moderate weight and keep your elbows high.',
  },
  {
    slug: 'band-pull-apart',
    name: 'Band Pull-Apart',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['shoulders', 'back'],
    secondary: ['traps'],
    instructions:
      'Hold a light band in front of you at shoulder height with straight arms. Pull the band apart until it touches your chest, squeezing your shoulder blades, then return slowly. Keep your shoulders down away from your ears.',
  },
  {
    slug: 'barbell-shrug',
    name: 'Barbell Shrug',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['traps'],
    secondary: ['forearms'],
    instructions:
      "Stand holding the bar at arm's length in front of your thighs. Lift your shoulders straight up towards your ears, hold for a moment, then lower them fully. Do not roll your shoulders or bend your elbows.",
  },
  {
    slug: 'dumbbell-shrug',
    name: 'Dumbbell Shrug',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['traps'],
    secondary: ['forearms'],
    instructions:
      'Stand tall with a dumbbell in each hand at your sides. Raise your shoulders as high as you can, pause, and lower them slowly. Keep your neck relaxed and your head still.',
  },
  {
    slug: 'barbell-upright-row',
    name: 'Barbell Upright Row',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['traps', 'shoulders'],
    secondary: ['biceps'],
    instructions:
      'Hold the bar in front of your thighs with hands about shoulder-width apart. Pull it up along your body until it reaches lower chest height, elbows leading, then lower it. Stop lower if you feel pinching in the shoulders.',
  },
  {
    slug: 'back-extension',
    name: 'Back Extension',
    category: 'strength',
    equipment: 'bench',
    tracking: 'reps',
    primary: ['lower_back'],
    secondary: ['glutes', 'hamstrings'],
    instructions:
      'Set the pad of a 45-degree back extension bench just below your hip bones and hook your ankles under the rollers. Lower your torso by bending at the hips, then rise until your body is in a straight line. Do not swing up past straight; hold a plate to your chest to add weight.',
  },
  {
    slug: 'good-morning',
    name: 'Good Morning',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['hamstrings', 'lower_back'],
    secondary: ['glutes'],
    instructions:
      'Rest a light bar across your upper back and stand with soft knees. Push your hips back and lower your chest until it is nearly level with the floor, then stand back up. Keep your back flat and start much lighter than you squat.',
  },
  {
    slug: 'superman-hold',
    name: 'Superman Hold',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['lower_back'],
    secondary: ['glutes', 'shoulders'],
    instructions:
      'Lie face down with your arms stretched out in front. Lift your arms, chest and legs a few centimetres off the floor and hold. Keep your neck long by looking at the floor rather than up.',
  },
  {
    slug: 'bird-dog',
    name: 'Bird Dog',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['lower_back', 'abs'],
    secondary: ['glutes', 'shoulders'],
    instructions:
      'Kneel on all fours with your hands under your shoulders and knees under your hips. Reach one arm forward and the opposite leg back until both are level with your body, pause, then return and switch sides. Keep your hips level as if balancing a glass on your lower back.',
  },
  {
    slug: 'farmers-carry',
    name: "Farmer's Carry",
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['forearms', 'traps'],
    secondary: ['abs', 'shoulders'],
    instructions:
      'Pick up a heavy dumbbell or kettlebell in each hand and stand tall. Walk a set distance, such as 20 metres, with short, steady steps; count each length as one rep. Keep your shoulders back and set the weights down by bending your knees, not your back.',
  },
  // Shoulders
  {
    slug: 'barbell-overhead-press',
    name: 'Barbell Overhead Press',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['triceps', 'traps', 'abs'],
    instructions:
      'Stand with the bar resting on your front shoulders and hands just outside them. Press it straight overhead, moving your head back slightly to let it pass, then lower it to your shoulders. Squeeze your glutes so your lower back does not arch.',
  },
  {
    slug: 'push-press',
    name: 'Push Press',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['triceps', 'quadriceps', 'glutes'],
    instructions:
      'Start with the bar on your front shoulders. Dip a few centimetres at the knees, then drive up through your legs and press the bar overhead in one motion. Lower it back to your shoulders with soft knees to absorb the weight.',
  },
  {
    slug: 'seated-dumbbell-shoulder-press',
    name: 'Seated Dumbbell Shoulder Press',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['triceps'],
    instructions:
      'Sit on a bench with an upright back support and hold the dumbbells at shoulder height. Press them overhead until your arms are straight, then lower them back to your shoulders. Keep your back against the pad.',
  },
  {
    slug: 'arnold-press',
    name: 'Arnold Press',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['triceps'],
    instructions:
      'Sit holding the dumbbells in front of your shoulders with your palms facing you. Rotate your palms outward as you press the weights overhead, and reverse the turn on the way down. Move smoothly and use a lighter weight than for a standard press.',
  },
  {
    slug: 'dumbbell-lateral-raise',
    name: 'Dumbbell Lateral Raise',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['traps'],
    instructions:
      'Stand with a dumbbell in each hand at your sides and a slight bend in your elbows. Raise your arms out to the sides until they reach shoulder height, then lower them slowly. Lead with your elbows and avoid swinging your body.',
  },
  {
    slug: 'cable-lateral-raise',
    name: 'Cable Lateral Raise',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: [],
    instructions:
      'Stand side-on to a low pulley and take the handle in the far hand. Raise your arm out to the side until it is level with your shoulder, then lower it slowly. Keep your torso upright without leaning away from the machine.',
  },
  {
    slug: 'dumbbell-front-raise',
    name: 'Dumbbell Front Raise',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['chest'],
    instructions:
      'Stand holding the dumbbells in front of your thighs. Lift one or both arms straight forward to shoulder height, then lower them under control. Keep your trunk still and do not lean back.',
  },
  {
    slug: 'dumbbell-reverse-fly',
    name: 'Dumbbell Reverse Fly',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['back', 'traps'],
    instructions:
      'Hinge forward with a flat back and let the dumbbells hang below your chest. Raise your arms out to the sides until they are level with your body, then lower them. Keep a slight bend in your elbows and use light weights.',
  },
  {
    slug: 'reverse-pec-deck',
    name: 'Reverse Pec Deck',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['back', 'traps'],
    instructions:
      'Sit facing the pad of the pec deck with the handles set behind. Push the handles back in an arc until your arms are in line with your body, then return slowly. Keep your chest on the pad and your shoulders down.',
  },
  {
    slug: 'machine-shoulder-press',
    name: 'Machine Shoulder Press',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['triceps'],
    instructions:
      'Adjust the seat so the handles start at shoulder height and sit with your back on the pad. Press the handles overhead, then lower them under control. Do not lock your elbows hard at the top.',
  },
  {
    slug: 'landmine-press',
    name: 'Landmine Press',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['shoulders', 'chest'],
    secondary: ['triceps', 'abs'],
    instructions:
      'Wedge one end of a barbell in a landmine or corner and hold the other end at your shoulder. Press the bar up and forward until your arm is straight, then lower it. Brace your stomach so your body does not twist.',
  },
  {
    slug: 'kettlebell-overhead-press',
    name: 'Kettlebell Overhead Press',
    category: 'strength',
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    primary: ['shoulders'],
    secondary: ['triceps', 'abs'],
    instructions:
      'Hold a kettlebell at your shoulder with the bell resting on the back of your forearm. Press it straight up until your arm is locked out next to your ear, then lower it back. Keep your wrist straight and your ribs down.',
  },
  {
    slug: 'pike-push-up',
    name: 'Pike Push-Up',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['shoulders'],
    secondary: ['triceps'],
    instructions:
      'Start in a push-up position, then walk your feet in and lift your hips high so your body makes an upside-down V. Bend your elbows to lower the top of your head towards the floor, then press back up. Lower slowly and stop before your head touches.',
  },
  {
    slug: 'wall-handstand-hold',
    name: 'Wall Handstand Hold',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['shoulders'],
    secondary: ['triceps', 'abs'],
    instructions:
      'Place your hands on the floor a short distance from a wall and kick or walk your feet up onto it. Hold with straight arms and a tight stomach, pressing the floor away. Come down the way you went up, and practise only once you can hold a pike push-up position comfortably.',
  },
  {
    slug: 'band-external-rotation',
    name: 'Band External Rotation',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['shoulders'],
    secondary: [],
    instructions:
      'Anchor a light band at elbow height and hold it with your elbow bent at 90 degrees and tucked to your side. Rotate your forearm outward away from your body, then return slowly. Keep your elbow pinned and move only at the shoulder.',
  },
  // Biceps
  {
    slug: 'barbell-curl',
    name: 'Barbell Curl',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['biceps'],
    secondary: ['forearms'],
    instructions:
      'Stand holding the bar with an underhand, shoulder-width grip. Curl it up towards your shoulders, keeping your elbows at your sides, then lower it until your arms are straight. Avoid leaning back to lift the bar.',
  },
  {
    slug: 'ez-bar-curl',
    name: 'EZ-Bar Curl',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['biceps'],
    secondary: ['forearms'],
    instructions:
      'Hold an EZ bar on the angled grips with palms facing up. Curl the bar towards your chest without moving your elbows forward, then lower it slowly. The angled grip is easier on the wrists than a straight bar.',
  },
  {
    slug: 'dumbbell-biceps-curl',
    name: 'Dumbbell Biceps Curl',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['biceps'],
    secondary: ['forearms'],
    instructions:
      'Stand with a dumbbell in each hand, arms straight and palms facing forward. Curl the weights up towards your shoulders, then lower them all the way down. Keep your upper arms still and your body upright.',
  },
  {
    slug: 'hammer-curl',
    name: 'Hammer Curl',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['biceps', 'forearms'],
    secondary: [],
    instructions:
      'Hold the dumbbells at your sides with your palms facing each other. Curl them up while keeping your palms facing in, then lower them slowly. Keep your wrists straight and elbows close to your body.',
  },
  {
    slug: 'incline-dumbbell-curl',
    name: 'Incline Dumbbell Curl',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['biceps'],
    secondary: [],
    instructions:
      'Sit back on an incline bench with your arms hanging straight down behind your body. Curl the dumbbells up without moving your elbows forward, then lower them to a full stretch. Use a lighter weight than for standing curls.',
  },
  {
    slug: 'concentration-curl',
    name: 'Concentration Curl',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['biceps'],
    secondary: [],
    instructions:
      'Sit on a bench with your feet apart and rest the back of one upper arm against your inner thigh. Curl the dumbbell towards your shoulder, squeeze, then lower it until your arm is straight. Keep your upper arm fixed against your leg.',
  },
  {
    slug: 'ez-bar-preacher-curl',
    name: 'EZ-Bar Preacher Curl',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['biceps'],
    secondary: ['forearms'],
    instructions:
      'Sit at a preacher bench with the backs of your upper arms on the pad and hold an EZ bar. Curl the bar up, then lower it slowly until your arms are almost straight. Do not drop quickly into the bottom, where the elbow is most exposed.',
  },
  {
    slug: 'cable-biceps-curl',
    name: 'Cable Biceps Curl',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['biceps'],
    secondary: ['forearms'],
    instructions:
      'Attach a straight bar to a low pulley and hold it with palms up. Curl the bar towards your chest, then let it lower until your arms are straight. Stand close enough that the cable pulls straight up, and keep your elbows still.',
  },
  {
    slug: 'rope-hammer-curl',
    name: 'Rope Hammer Curl',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['biceps', 'forearms'],
    secondary: [],
    instructions:
      'Attach a rope to a low pulley and hold the ends with palms facing each other. Curl the rope up towards your shoulders, then lower it under control. Keep your elbows tucked and your body still.',
  },
  {
    slug: 'band-biceps-curl',
    name: 'Band Biceps Curl',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['biceps'],
    secondary: ['forearms'],
    instructions:
      'Stand on the middle of a band and hold an end in each hand, palms up. Curl your hands up towards your shoulders, then lower them slowly against the band. Check the band for nicks before each use.',
  },
  {
    slug: 'reverse-grip-barbell-curl',
    name: 'Reverse-Grip Barbell Curl',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['forearms', 'biceps'],
    secondary: [],
    instructions:
      'Hold the bar with an overhand grip, hands shoulder-width apart. Curl it up towards your shoulders, keeping your wrists straight, then lower it slowly. Use a lighter weight than for an underhand curl.',
  },
  // Triceps
  {
    slug: 'cable-triceps-pushdown',
    name: 'Cable Triceps Pushdown',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['triceps'],
    secondary: [],
    instructions:
      'Stand facing a high pulley holding a straight bar with an overhand grip and your elbows at your sides. Push the bar down until your arms are straight, then let it rise until your forearms are just above parallel. Keep your elbows pinned to your sides.',
  },
  {
    slug: 'rope-triceps-pushdown',
    name: 'Rope Triceps Pushdown',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['triceps'],
    secondary: [],
    instructions:
      'Attach a rope to a high pulley and hold the ends with your elbows bent and tucked. Push down and spread the rope ends apart at the bottom, then return slowly. Stand tall instead of leaning over the rope.',
  },
  {
    slug: 'overhead-cable-triceps-extension',
    name: 'Overhead Cable Triceps Extension',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['triceps'],
    secondary: [],
    instructions:
      'Face away from a pulley holding a rope behind your head, elbows pointing forward. Straighten your arms overhead, then bend them to return the rope behind your head. Keep your ribs down so your lower back does not arch.',
  },
  {
    slug: 'skull-crusher',
    name: 'Skull Crusher',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['triceps'],
    secondary: [],
    instructions:
      'Lie on a flat bench holding an EZ bar above your chest with straight arms. Bend your elbows to lower the bar towards your forehead, then straighten your arms again. Keep your upper arms still and lower slowly so the bar stays well clear of your face.',
  },
  {
    slug: 'dumbbell-overhead-triceps-extension',
    name: 'Dumbbell Overhead Triceps Extension',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['triceps'],
    secondary: [],
    instructions:
      'Sit or stand holding one dumbbell with both hands above your head. Lower it behind your head by bending your elbows, then press it back up. Keep your elbows pointing forward rather than flaring out.',
  },
  {
    slug: 'dumbbell-triceps-kickback',
    name: 'Dumbbell Triceps Kickback',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['triceps'],
    secondary: [],
    instructions:
      'Hinge forward with one hand on a bench and hold a dumbbell with your upper arm beside your body. Straighten your elbow to push the weight back, then return. Keep your upper arm still and use a light weight.',
  },
  {
    slug: 'bench-dip',
    name: 'Bench Dip',
    category: 'strength',
    equipment: 'bench',
    tracking: 'reps',
    primary: ['triceps'],
    secondary: ['chest', 'shoulders'],
    instructions:
      'Sit on the edge of a bench, place your hands beside your hips and walk your feet out. Slide off the bench and bend your elbows to lower your body, then press back up. Go only as low as your shoulders are comfortable, usually until your elbows reach 90 degrees.',
  },
  {
    slug: 'triceps-dip',
    name: 'Triceps Dip',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['triceps'],
    secondary: ['chest', 'shoulders'],
    instructions:
      'Support yourself on parallel bars with straight arms and an upright body. Bend your elbows to lower yourself, keeping your elbows close, then push back up. Add weight with a belt only when bodyweight sets feel easy.',
  },
  {
    slug: 'band-triceps-pushdown',
    name: 'Band Triceps Pushdown',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['triceps'],
    secondary: [],
    instructions:
      'Loop a band over a high anchor and hold the ends with your elbows at your sides. Push your hands down until your arms are straight, then return slowly. Make sure the anchor is secure before you start.',
  },
  {
    slug: 'seated-dip-machine',
    name: 'Seated Dip Machine',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['triceps'],
    secondary: ['chest'],
    instructions:
      'Sit in the machine with the handles beside your hips and your back against the pad. Push the handles down until your arms are straight, then let them rise under control. Keep your shoulders down and away from your ears.',
  },
  // Forearms and grip
  {
    slug: 'barbell-wrist-curl',
    name: 'Barbell Wrist Curl',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['forearms'],
    secondary: [],
    instructions:
      'Sit with your forearms on your thighs, palms up, and your wrists just past your knees holding a light bar. Curl your wrists up, then lower the bar slowly. Move only at the wrists.',
  },
  {
    slug: 'dumbbell-reverse-wrist-curl',
    name: 'Dumbbell Reverse Wrist Curl',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['forearms'],
    secondary: [],
    instructions:
      'Rest your forearm on a bench or your thigh with your palm facing down and the dumbbell beyond the edge. Lift the back of your hand up, then lower it slowly. Use a light weight, as the wrist extensors are small.',
  },
  {
    slug: 'dead-hang',
    name: 'Dead Hang',
    category: 'strength',
    equipment: 'pull_up_bar',
    tracking: 'time',
    primary: ['forearms'],
    secondary: ['lats', 'shoulders'],
    instructions:
      'Grip the bar with your hands about shoulder-width apart and lift your feet off the floor. Hang with straight arms and relaxed legs for the set time. Step down rather than dropping if your grip starts to fail.',
  },
  {
    slug: 'plate-pinch-hold',
    name: 'Plate Pinch Hold',
    category: 'strength',
    equipment: 'other',
    tracking: 'time',
    primary: ['forearms'],
    secondary: [],
    instructions:
      'Pinch two weight plates together, smooth sides out, between your fingers and thumb. Stand tall and hold them at your side for the set time. Keep your feet clear in case the plates slip.',
  },
  // Core
  {
    slug: 'plank',
    name: 'Plank',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['abs'],
    secondary: ['obliques', 'shoulders'],
    instructions:
      'Rest on your forearms and toes with your elbows under your shoulders. Hold your body in a straight line from head to heels, squeezing your stomach and glutes. Stop the set when your hips begin to sag.',
  },
  {
    slug: 'side-plank',
    name: 'Side Plank',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['obliques'],
    secondary: ['abs', 'abductors', 'shoulders'],
    instructions:
      'Lie on your side and prop yourself up on one forearm with your elbow under your shoulder. Lift your hips so your body forms a straight line, and hold. Bend your knees and rest on them if you cannot keep your hips up.',
  },
  {
    slug: 'crunch',
    name: 'Crunch',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['abs'],
    secondary: [],
    instructions:
      'Lie on your back with your knees bent and feet flat, hands lightly touching your head or crossed on your chest. Curl your shoulders off the floor by tightening your stomach, then lower slowly. Do not pull on your neck.',
  },
  {
    slug: 'bicycle-crunch',
    name: 'Bicycle Crunch',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['abs', 'obliques'],
    secondary: [],
    instructions:
      'Lie on your back with your hands behind your head and your legs raised. Bring one knee in as you turn the opposite shoulder towards it, then switch sides in a pedalling motion. Move slowly and keep your lower back pressed to the floor.',
  },
  {
    slug: 'hanging-leg-raise',
    name: 'Hanging Leg Raise',
    category: 'strength',
    equipment: 'pull_up_bar',
    tracking: 'reps',
    primary: ['abs'],
    secondary: ['obliques', 'forearms'],
    instructions:
      'Hang from a bar with straight arms and your legs together. Raise your straight legs until they are at least level with your hips, then lower them slowly. Avoid swinging by pausing briefly at the bottom.',
  },
  {
    slug: 'hanging-knee-raise',
    name: 'Hanging Knee Raise',
    category: 'strength',
    equipment: 'pull_up_bar',
    tracking: 'reps',
    primary: ['abs'],
    secondary: ['forearms'],
    instructions:
      'Hang from a bar and let your body settle. Draw your knees up towards your chest while curling your pelvis, then lower them under control. Keep the movement slow enough that your body does not swing.',
  },
  {
    slug: 'toes-to-bar',
    name: 'Toes-to-Bar',
    category: 'strength',
    equipment: 'pull_up_bar',
    tracking: 'reps',
    primary: ['abs'],
    secondary: ['lats', 'forearms'],
    instructions:
      'Hang from the bar with your hands about shoulder-width apart. Press down on the bar and lift your legs until your toes touch it, then lower them with control. Build up with hanging leg raises if you cannot reach the bar without a big swing.',
  },
  {
    slug: 'lying-leg-raise',
    name: 'Lying Leg Raise',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['abs'],
    secondary: [],
    instructions:
      'Lie on your back with your legs straight and hands by your sides or under your hips. Lift your legs until they point at the ceiling, then lower them slowly without touching the floor. Bend your knees if your lower back lifts.',
  },
  {
    slug: 'reverse-crunch',
    name: 'Reverse Crunch',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['abs'],
    secondary: [],
    instructions:
      'Lie on your back with your knees bent at 90 degrees and your hands by your sides. Curl your hips off the floor, bringing your knees towards your chest, then lower them slowly. Use your stomach, not momentum.',
  },
  {
    slug: 'v-up',
    name: 'V-Up',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['abs'],
    secondary: [],
    instructions:
      'Lie flat with your arms stretched overhead. Lift your arms and straight legs at the same time to meet above your hips, then lower back down slowly. Bend your knees to make it easier.',
  },
  {
    slug: 'kneeling-cable-crunch',
    name: 'Kneeling Cable Crunch',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['abs'],
    secondary: ['obliques'],
    instructions:
      'Kneel facing a high pulley and hold a rope beside your head. Curl your chest down towards your knees by tightening your stomach, then return slowly. Keep your hips still so the movement comes from the spine, not the hips.',
  },
  {
    slug: 'ab-wheel-rollout',
    name: 'Ab Wheel Rollout',
    category: 'strength',
    equipment: 'other',
    tracking: 'reps',
    primary: ['abs'],
    secondary: ['lats', 'shoulders'],
    instructions:
      'Kneel with the ab wheel on the floor in front of your knees. Roll it forward, letting your body lengthen while your stomach stays tight, then pull it back. Only roll out as far as you can without your lower back sagging.',
  },
  {
    slug: 'russian-twist',
    name: 'Russian Twist',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['obliques'],
    secondary: ['abs'],
    instructions:
      'Sit with your knees bent and lean back slightly with a straight back. Turn your shoulders to touch the floor beside one hip, then the other, holding a plate if you want more load. Move from the ribcage and keep your back long.',
  },
  {
    slug: 'hollow-body-hold',
    name: 'Hollow Body Hold',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['abs'],
    secondary: [],
    instructions:
      'Lie on your back, press your lower back into the floor and lift your shoulders and legs slightly off the ground. Hold with your arms reaching past your head. Bend your knees or bring your arms forward if your back lifts.',
  },
  {
    slug: 'dead-bug',
    name: 'Dead Bug',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['abs'],
    secondary: ['obliques'],
    instructions:
      'Lie on your back with your arms pointing at the ceiling and your knees bent over your hips. Lower one arm and the opposite leg towards the floor, return, and switch sides. Keep your lower back flat the whole time.',
  },
  {
    slug: 'cable-pallof-press',
    name: 'Cable Pallof Press',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['obliques', 'abs'],
    secondary: [],
    instructions:
      'Stand side-on to a pulley set at chest height, holding the handle at your chest with both hands. Press the handle straight out and hold briefly without letting it turn you, then bring it back. Stand with feet hip-width apart and hips square.',
  },
  {
    slug: 'band-pallof-press',
    name: 'Band Pallof Press',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['obliques'],
    secondary: ['abs'],
    instructions:
      'Anchor a band at chest height and stand side-on to it, holding the end at your chest. Press your hands straight out, resist the pull towards the anchor, then return. Step further from the anchor to make it harder.',
  },
  {
    slug: 'cable-woodchop',
    name: 'Cable Woodchop',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['obliques'],
    secondary: ['abs', 'shoulders'],
    instructions:
      'Set a pulley high and stand side-on with both hands on the handle. Pull it down and across your body towards the opposite hip, turning through your torso and pivoting your back foot. Return slowly, keeping your arms long.',
  },
  {
    slug: 'dumbbell-side-bend',
    name: 'Dumbbell Side Bend',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['obliques'],
    secondary: [],
    instructions:
      'Stand tall holding a dumbbell in one hand at your side. Bend sideways towards the weight, then use your opposite side to pull yourself upright again. Move only sideways, without leaning forward or back.',
  },
  {
    slug: 'decline-sit-up',
    name: 'Decline Sit-Up',
    category: 'strength',
    equipment: 'bench',
    tracking: 'reps',
    primary: ['abs'],
    secondary: [],
    instructions:
      'Hook your feet under the pads of a decline bench and lie back. Curl up until your chest is near your thighs, then lower yourself slowly. Keep your chin off your chest and do not yank with your arms.',
  },
  {
    slug: 'l-sit-hold',
    name: 'L-Sit Hold',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['abs'],
    secondary: ['triceps', 'quadriceps'],
    instructions:
      'Sit on the floor or between parallel handles with your hands beside your hips. Press down to lift your body, holding your straight legs out in front, and hold. Tuck your knees to start if straight legs are too hard.',
  },
  {
    slug: 'kettlebell-windmill',
    name: 'Kettlebell Windmill',
    category: 'strength',
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    primary: ['obliques'],
    secondary: ['shoulders', 'hamstrings'],
    instructions:
      'Press a light kettlebell overhead with one arm and turn your feet slightly away from it. Push your hips out to that side and reach your free hand down your leg, keeping your eyes on the bell, then stand back up. Keep the raised arm locked and vertical.',
  },
  // Glutes, adductors and abductors
  {
    slug: 'barbell-hip-thrust',
    name: 'Barbell Hip Thrust',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['glutes'],
    secondary: ['hamstrings'],
    instructions:
      'Sit with your upper back against a bench and roll a padded bar over your hips. Drive through your heels to lift your hips until your body is straight from shoulders to knees, then lower. Keep your chin tucked and do not arch your lower back at the top.',
  },
  {
    slug: 'glute-bridge',
    name: 'Glute Bridge',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['glutes'],
    secondary: ['hamstrings'],
    instructions:
      'Lie on your back with your knees bent and feet flat, close to your hips. Push through your heels to lift your hips, squeeze your glutes at the top, then lower. Finish with your ribs down rather than arching your back.',
  },
  {
    slug: 'single-leg-glute-bridge',
    name: 'Single-Leg Glute Bridge',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['glutes'],
    secondary: ['hamstrings', 'abs'],
    instructions:
      'Lie on your back with one foot flat and the other leg raised. Push through the planted heel to lift your hips level, then lower slowly. Keep your pelvis level so it does not drop to one side.',
  },
  {
    slug: 'cable-glute-kickback',
    name: 'Cable Glute Kickback',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['glutes'],
    secondary: ['hamstrings'],
    instructions:
      'Strap an ankle cuff to one leg and face a low pulley, holding the frame for support. Push your leg straight back until your hip is fully extended, then return slowly. Keep your lower back still.',
  },
  {
    slug: 'kettlebell-swing',
    name: 'Kettlebell Swing',
    category: 'strength',
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    primary: ['glutes', 'hamstrings'],
    secondary: ['lower_back', 'shoulders', 'abs'],
    instructions:
      'Stand with feet wider than your hips and a kettlebell a little in front of you. Hike it back between your legs, then snap your hips forward to swing it to chest height, letting it fall back into the next hinge. The power comes from the hips; keep your back flat and your arms relaxed.',
  },
  {
    slug: 'hip-abduction-machine',
    name: 'Hip Abduction Machine',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['abductors'],
    secondary: ['glutes'],
    instructions:
      'Sit in the machine with the pads against the outside of your knees. Push your legs apart as far as comfortable, then bring them back slowly. Do not let the weight stack slam between reps.',
  },
  {
    slug: 'hip-adduction-machine',
    name: 'Hip Adduction Machine',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['adductors'],
    secondary: [],
    instructions:
      'Sit in the machine with the pads on the inside of your knees and set a range you can control. Squeeze your legs together, then let them open slowly. Start with a modest stretch and widen it over weeks.',
  },
  {
    slug: 'cable-hip-abduction',
    name: 'Cable Hip Abduction',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['abductors'],
    secondary: ['glutes'],
    instructions:
      'Attach an ankle cuff to the outside leg and stand side-on to a low pulley, holding the frame. Lift your leg out to the side, then lower it slowly. Keep your toes pointing forward and your torso upright.',
  },
  {
    slug: 'cable-hip-adduction',
    name: 'Cable Hip Adduction',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['adductors'],
    secondary: [],
    instructions:
      'Attach an ankle cuff to the inside leg and stand side-on to a low pulley. Pull your leg across in front of your standing leg, then let it return slowly. Hold the frame so you stay balanced.',
  },
  {
    slug: 'banded-lateral-walk',
    name: 'Banded Lateral Walk',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['abductors', 'glutes'],
    secondary: [],
    instructions:
      'Place a mini band around your legs just above the knees or ankles and take a half squat. Step sideways, keeping tension on the band, and count steps in each direction. Keep your feet pointing forward and do not let your knees cave in.',
  },
  {
    slug: 'banded-clamshell',
    name: 'Banded Clamshell',
    category: 'strength',
    equipment: 'band',
    tracking: 'reps',
    primary: ['abductors', 'glutes'],
    secondary: [],
    instructions:
      'Lie on your side with your hips and knees bent and a mini band above your knees. Keeping your feet together, open your top knee, then close it slowly. Stop your pelvis from rolling back as the knee opens.',
  },
  {
    slug: 'fire-hydrant',
    name: 'Fire Hydrant',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['abductors', 'glutes'],
    secondary: [],
    instructions:
      'Kneel on all fours with your hands under your shoulders. Lift one bent leg out to the side until your thigh is level with your hip, then lower it. Keep your weight centred instead of leaning away.',
  },
  {
    slug: 'side-lying-hip-abduction',
    name: 'Side-Lying Hip Abduction',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['abductors'],
    secondary: ['glutes'],
    instructions:
      'Lie on your side with your legs straight and stacked. Lift the top leg, heel slightly behind you, then lower it under control. Do not roll your hips backwards to lift higher.',
  },
  {
    slug: 'copenhagen-plank',
    name: 'Copenhagen Plank',
    category: 'strength',
    equipment: 'bench',
    tracking: 'time',
    primary: ['adductors'],
    secondary: ['obliques', 'abs'],
    instructions:
      'Lie on your side with your top leg resting on a bench and your lower forearm on the floor. Lift your hips so your body forms a straight line, with the lower leg hanging or lifted, and hold. Rest the knee rather than the ankle on the bench to make it easier.',
  },
  {
    slug: 'cable-pull-through',
    name: 'Cable Pull-Through',
    category: 'strength',
    equipment: 'cable',
    tracking: 'weight_reps',
    primary: ['glutes', 'hamstrings'],
    secondary: ['lower_back'],
    instructions:
      'Face away from a low pulley with a rope between your legs. Hinge at your hips to let the rope pull back, then drive your hips forward to stand tall. Keep your arms straight and your back flat.',
  },
  // Quadriceps
  {
    slug: 'barbell-back-squat',
    name: 'Barbell Back Squat',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings', 'adductors', 'lower_back'],
    instructions:
      'Set the bar across your upper back, walk it out of the rack and stand with feet about shoulder-width apart. Brace your trunk, then sit down between your hips until your thighs are at least parallel to the floor. Drive up through the whole foot, keeping your knees tracking over your toes; squat inside a rack with the safety arms set.',
  },
  {
    slug: 'barbell-front-squat',
    name: 'Barbell Front Squat',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['quadriceps'],
    secondary: ['glutes', 'abs'],
    instructions:
      'Rest the bar on the front of your shoulders with elbows high. Squat down between your heels, keeping your torso upright, then stand back up. If your elbows drop, the bar will roll forward, so keep them up.',
  },
  {
    slug: 'goblet-squat',
    name: 'Goblet Squat',
    category: 'strength',
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['abs'],
    instructions:
      'Hold a kettlebell by the horns against your chest and stand with feet a little wider than your hips. Squat down with your elbows inside your knees, then stand back up. Keep your heels down and chest tall.',
  },
  {
    slug: 'leg-press',
    name: 'Leg Press',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings'],
    instructions:
      'Sit in the machine with your feet hip-width on the platform and release the safety handles. Lower the platform until your knees are bent to about 90 degrees, then push it back up. Keep your lower back on the pad and do not lock your knees at the top.',
  },
  {
    slug: 'hack-squat',
    name: 'Hack Squat',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Stand in the hack squat machine with your back on the pad and shoulders under the supports. Release the handles and squat down, then press back up through your feet. Keep your heels on the platform.',
  },
  {
    slug: 'leg-extension',
    name: 'Leg Extension',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['quadriceps'],
    secondary: [],
    instructions:
      "Sit with the pad resting on your lower shins and your knees in line with the machine's pivot. Straighten your legs, pause, then lower the weight slowly. Hold the handles to keep your hips on the seat.",
  },
  {
    slug: 'smith-machine-squat',
    name: 'Smith Machine Squat',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Set the bar of the Smith machine on your upper back and place your feet slightly in front of you. Unhook the bar, squat down, then stand back up. Set the safety stops just below your lowest position.',
  },
  {
    slug: 'bulgarian-split-squat',
    name: 'Bulgarian Split Squat',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings', 'adductors'],
    instructions:
      'Stand a stride in front of a bench and rest the top of your back foot on it, holding a dumbbell in each hand. Lower your back knee towards the floor, then push through the front foot to rise. Keep your front knee in line with your toes.',
  },
  {
    slug: 'dumbbell-walking-lunge',
    name: 'Dumbbell Walking Lunge',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings'],
    instructions:
      'Hold a dumbbell in each hand and step forward into a lunge until your back knee nearly touches the floor. Push off the front foot and bring the back leg through into the next step. Take steps long enough that your front heel stays down.',
  },
  {
    slug: 'dumbbell-reverse-lunge',
    name: 'Dumbbell Reverse Lunge',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings'],
    instructions:
      'Stand holding the dumbbells at your sides. Step one foot back and lower your back knee towards the floor, then push through the front foot to return. Keep your torso upright.',
  },
  {
    slug: 'bodyweight-squat',
    name: 'Bodyweight Squat',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Stand with feet shoulder-width apart and your arms in front for balance. Sit your hips back and down as low as you can with a flat back, then stand up. Keep your heels on the floor.',
  },
  {
    slug: 'dumbbell-step-up',
    name: 'Dumbbell Step-Up',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings'],
    instructions:
      'Stand facing a sturdy box or bench holding a dumbbell in each hand. Step up with one foot and push through it to stand on top, then step down under control. Drive through the top leg rather than pushing off the bottom foot.',
  },
  {
    slug: 'wall-sit',
    name: 'Wall Sit',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Lean your back against a wall and slide down until your knees are bent to about 90 degrees. Hold with your feet flat and your weight in your heels. Come up if you feel sharp knee pain.',
  },
  {
    slug: 'pistol-squat',
    name: 'Pistol Squat',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['quadriceps'],
    secondary: ['glutes', 'abs'],
    instructions:
      'Stand on one leg with the other held straight out in front of you. Squat down on the standing leg as low as you can control, then stand back up. Hold a post or lower onto a box while you build the strength.',
  },
  {
    slug: 'double-kettlebell-front-squat',
    name: 'Double Kettlebell Front Squat',
    category: 'strength',
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    primary: ['quadriceps'],
    secondary: ['glutes', 'abs'],
    instructions:
      'Clean two kettlebells to the rack position so they rest on your forearms at your chest. Squat down between your hips, then stand up. Keep your elbows tight to your body and your chest up.',
  },
  {
    slug: 'dumbbell-sumo-squat',
    name: 'Dumbbell Sumo Squat',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'adductors'],
    secondary: ['glutes'],
    instructions:
      'Stand with a wide stance and toes turned out, holding one dumbbell between your legs. Squat straight down, pushing your knees out over your toes, then stand. Keep your torso upright.',
  },
  {
    slug: 'lateral-lunge',
    name: 'Lateral Lunge',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['adductors', 'quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Stand with your feet together, then take a wide step to the side and sit back into that hip while the other leg stays straight. Push off the bent leg to return. Keep both feet pointing forward and your heel down.',
  },
  // Hamstrings
  {
    slug: 'lying-leg-curl',
    name: 'Lying Leg Curl',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['hamstrings'],
    secondary: ['calves'],
    instructions:
      'Lie face down on the machine with the pad just above your heels. Curl your heels towards your glutes, then lower them slowly. Keep your hips pressed into the bench.',
  },
  {
    slug: 'seated-leg-curl',
    name: 'Seated Leg Curl',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['hamstrings'],
    secondary: [],
    instructions:
      "Sit with the lower pad behind your ankles and the thigh pad snug on your legs. Pull your heels down and back, then let them return slowly. Line up your knees with the machine's pivot before you start.",
  },
  {
    slug: 'dumbbell-romanian-deadlift',
    name: 'Dumbbell Romanian Deadlift',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['hamstrings', 'glutes'],
    secondary: ['lower_back'],
    instructions:
      'Stand with a dumbbell in each hand in front of your thighs. Push your hips back and lower the weights along your legs until you feel your hamstrings stretch, then stand. Keep your back flat and knees softly bent.',
  },
  {
    slug: 'single-leg-romanian-deadlift',
    name: 'Single-Leg Romanian Deadlift',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['hamstrings', 'glutes'],
    secondary: ['lower_back', 'abs'],
    instructions:
      'Stand on one leg holding a dumbbell in the opposite hand. Hinge forward, letting your free leg rise behind you, until your torso is nearly level, then return. Keep your hips square to the floor.',
  },
  {
    slug: 'nordic-hamstring-curl',
    name: 'Nordic Hamstring Curl',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['hamstrings'],
    secondary: [],
    instructions:
      'Kneel on a pad with your ankles held down by a partner or a fixed bar. Lower your body forward as slowly as you can, keeping a straight line from knees to head, and catch yourself with your hands. Push off lightly to return; start with few reps, as this causes strong soreness.',
  },
  {
    slug: 'swiss-ball-leg-curl',
    name: 'Swiss Ball Leg Curl',
    category: 'strength',
    equipment: 'other',
    tracking: 'reps',
    primary: ['hamstrings'],
    secondary: ['glutes'],
    instructions:
      'Lie on your back with your heels on a Swiss ball and lift your hips. Curl the ball towards you by bending your knees, then roll it back out. Keep your hips up throughout.',
  },
  {
    slug: 'kettlebell-deadlift',
    name: 'Kettlebell Deadlift',
    category: 'strength',
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    primary: ['glutes', 'hamstrings'],
    secondary: ['quadriceps', 'lower_back'],
    instructions:
      'Stand with a kettlebell between your feet. Hinge down with a flat back, grip the handle and stand up by driving your hips forward. Lower it the same way.',
  },
  // Calves
  {
    slug: 'standing-calf-raise',
    name: 'Standing Calf Raise',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['calves'],
    secondary: [],
    instructions:
      "Stand on the machine's step with the balls of your feet and the pads on your shoulders. Lower your heels for a full stretch, then rise as high as you can onto your toes. Pause at the top instead of bouncing.",
  },
  {
    slug: 'seated-calf-raise',
    name: 'Seated Calf Raise',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['calves'],
    secondary: [],
    instructions:
      'Sit with the pad on your lower thighs and the balls of your feet on the platform. Lower your heels, then push up onto your toes and hold briefly. Move slowly through the full range.',
  },
  {
    slug: 'single-leg-dumbbell-calf-raise',
    name: 'Single-Leg Dumbbell Calf Raise',
    category: 'strength',
    equipment: 'dumbbell',
    tracking: 'weight_reps',
    primary: ['calves'],
    secondary: [],
    instructions:
      'Stand on one foot on a step, holding a dumbbell on that side and a support with the other hand. Lower your heel below the step, then rise up onto your toes. Keep your knee straight but not locked.',
  },
  {
    slug: 'leg-press-calf-raise',
    name: 'Leg Press Calf Raise',
    category: 'strength',
    equipment: 'machine',
    tracking: 'weight_reps',
    primary: ['calves'],
    secondary: [],
    instructions:
      'Sit in the leg press with only the balls of your feet on the bottom edge of the platform and your legs straight. Push the platform away by pointing your toes, then let it return. Keep the safety handles locked, because your feet can slip off.',
  },
  {
    slug: 'bodyweight-calf-raise',
    name: 'Bodyweight Calf Raise',
    category: 'strength',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['calves'],
    secondary: [],
    instructions:
      'Stand on the edge of a step with your heels hanging off, holding a rail for balance. Lower your heels, then rise onto your toes as high as you can. Move slowly and pause at the top.',
  },
  // Full body and Olympic lifts
  {
    slug: 'power-clean',
    name: 'Power Clean',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['full_body'],
    secondary: ['hamstrings', 'glutes', 'traps', 'quadriceps'],
    instructions:
      'Start with the bar over your mid-foot as for a deadlift. Lift it past your knees, then drive your hips through, shrug and pull yourself under to catch the bar on your front shoulders in a partial squat. Learn it with a coach and a light bar before adding weight.',
  },
  {
    slug: 'hang-power-clean',
    name: 'Hang Power Clean',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['full_body'],
    secondary: ['traps', 'glutes', 'hamstrings'],
    instructions:
      'Hold the bar at mid-thigh with a hook grip. Drive your hips forward and shrug to lift the bar, then drop slightly to catch it on your front shoulders. Keep the bar close to your body and your elbows fast.',
  },
  {
    slug: 'clean-and-jerk',
    name: 'Clean and Jerk',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['full_body'],
    secondary: ['shoulders', 'quadriceps', 'glutes'],
    instructions:
      'Clean the bar from the floor to your front shoulders and stand up. Dip and drive it overhead, splitting your feet to catch it on straight arms, then bring your feet together. Practise each part separately with light weight, and drop the bar forward if a lift goes wrong.',
  },
  {
    slug: 'power-snatch',
    name: 'Power Snatch',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['full_body'],
    secondary: ['shoulders', 'traps', 'glutes'],
    instructions:
      'Take a wide grip and start with the bar over your mid-foot. Pull it from the floor and extend your hips explosively, then pull yourself under to catch it overhead on locked arms. This lift needs coaching; start with a technique bar.',
  },
  {
    slug: 'barbell-thruster',
    name: 'Barbell Thruster',
    category: 'strength',
    equipment: 'barbell',
    tracking: 'weight_reps',
    primary: ['quadriceps', 'shoulders'],
    secondary: ['glutes', 'triceps', 'abs'],
    instructions:
      'Hold the bar on your front shoulders and squat down. Stand up powerfully and use that drive to press the bar overhead in one movement, then lower it back to your shoulders as you start the next squat. Keep your elbows up at the bottom.',
  },
  {
    slug: 'turkish-get-up',
    name: 'Turkish Get-Up',
    category: 'strength',
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    primary: ['full_body'],
    secondary: ['shoulders', 'abs'],
    instructions:
      'Lie on your back holding a kettlebell straight up in one hand, with the same-side knee bent. Rise step by step to your elbow, your hand, a kneeling position and finally standing, then reverse back down. Keep your eyes on the bell and your arm vertical the whole time.',
  },
  {
    slug: 'kettlebell-snatch',
    name: 'Kettlebell Snatch',
    category: 'strength',
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    primary: ['full_body'],
    secondary: ['shoulders', 'glutes', 'hamstrings'],
    instructions:
      'Swing a kettlebell back between your legs with one hand. Drive your hips forward and guide the bell up close to your body, punching your hand through so it lands softly overhead. Learn the swing first, and keep the bell close so it does not flip onto your wrist.',
  },
  {
    slug: 'bear-crawl',
    name: 'Bear Crawl',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['full_body'],
    secondary: ['shoulders', 'abs'],
    instructions:
      'Get on your hands and feet with your knees hovering just above the floor. Crawl forward by moving opposite hand and foot together for the set time. Keep your back flat and your hips low.',
  },
  {
    slug: 'burpee',
    name: 'Burpee',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['full_body'],
    secondary: ['chest', 'quadriceps'],
    instructions:
      'From standing, squat down and place your hands on the floor. Jump your feet back to a plank, lower your chest, push up, jump your feet in and leap up with your arms overhead. Land softly and slow down rather than letting your back sag.',
  },
  // Cardio by distance and time
  {
    slug: 'running',
    name: 'Running',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'distance_time',
    primary: ['quadriceps', 'calves'],
    secondary: ['hamstrings', 'glutes'],
    instructions:
      'Run on a road, track or trail at the pace your coach sets. Land with your feet under your body, keep your shoulders relaxed and breathe steadily. Build distance gradually, about a tenth more each week at most.',
  },
  {
    slug: 'treadmill-run',
    name: 'Treadmill Run',
    category: 'cardio',
    equipment: 'cardio_machine',
    tracking: 'distance_time',
    primary: ['quadriceps', 'calves'],
    secondary: ['hamstrings', 'glutes'],
    instructions:
      'Start the belt at a walk and increase the speed to your target pace. Run in the middle of the belt with a relaxed posture. Clip the safety key to your clothing and straddle the side rails before stopping.',
  },
  {
    slug: 'incline-treadmill-walk',
    name: 'Incline Treadmill Walk',
    category: 'cardio',
    equipment: 'cardio_machine',
    tracking: 'distance_time',
    primary: ['glutes', 'calves'],
    secondary: ['hamstrings', 'quadriceps'],
    instructions:
      'Set the treadmill to a steep incline and a brisk walking speed. Walk upright without holding the rails. Lower the incline if you need the rails to keep up.',
  },
  {
    slug: 'brisk-walking',
    name: 'Brisk Walking',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'distance_time',
    primary: ['calves', 'quadriceps'],
    secondary: ['glutes', 'hamstrings'],
    instructions:
      'Walk at a pace where you can talk but not sing. Swing your arms naturally and take quick, comfortable steps. Wear supportive shoes and pick even ground.',
  },
  {
    slug: 'sprint',
    name: 'Sprint',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'distance_time',
    primary: ['hamstrings', 'glutes', 'quadriceps'],
    secondary: ['calves'],
    instructions:
      'After a thorough warm-up, run a short distance at close to full speed. Drive your knees, pump your arms and stay tall. Rest fully between efforts and stop if you feel a pull at the back of the thigh.',
  },
  {
    slug: 'rowing-machine',
    name: 'Rowing Machine',
    category: 'cardio',
    equipment: 'cardio_machine',
    tracking: 'distance_time',
    primary: ['full_body'],
    secondary: ['back', 'quadriceps', 'hamstrings'],
    instructions:
      'Strap your feet in and sit tall holding the handle. Push with your legs first, then lean back slightly and pull the handle to your lower ribs; return in the reverse order. Keep your back straight throughout the stroke.',
  },
  {
    slug: 'stationary-bike',
    name: 'Stationary Bike',
    category: 'cardio',
    equipment: 'cardio_machine',
    tracking: 'distance_time',
    primary: ['quadriceps'],
    secondary: ['hamstrings', 'glutes', 'calves'],
    instructions:
      'Set the seat so your knee is slightly bent at the bottom of the pedal stroke. Pedal at the resistance and cadence your coach sets. Keep your upper body relaxed.',
  },
  {
    slug: 'air-bike',
    name: 'Air Bike',
    category: 'cardio',
    equipment: 'cardio_machine',
    tracking: 'distance_time',
    primary: ['full_body'],
    secondary: ['quadriceps', 'shoulders'],
    instructions:
      'Sit on the fan bike with feet on the pedals and hands on the moving handles. Push and pull with your arms while pedalling with your legs. The harder you work, the more the fan resists, so pace your efforts.',
  },
  {
    slug: 'elliptical-trainer',
    name: 'Elliptical Trainer',
    category: 'cardio',
    equipment: 'cardio_machine',
    tracking: 'distance_time',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings', 'calves', 'shoulders'],
    instructions:
      'Step onto the pedals and hold the moving handles. Move in a smooth stride, pushing and pulling the handles, at your set resistance. Keep your heels down and stand tall.',
  },
  {
    slug: 'stair-climber',
    name: 'Stair Climber',
    category: 'cardio',
    equipment: 'cardio_machine',
    tracking: 'distance_time',
    primary: ['glutes', 'quadriceps'],
    secondary: ['calves', 'hamstrings'],
    instructions:
      'Step onto the machine and set a pace you can hold. Place your whole foot on each step and stay upright. Rest your hands lightly on the rails for balance rather than leaning on them.',
  },
  {
    slug: 'ski-erg',
    name: 'Ski Erg',
    category: 'cardio',
    equipment: 'cardio_machine',
    tracking: 'distance_time',
    primary: ['full_body'],
    secondary: ['lats', 'triceps', 'abs'],
    instructions:
      'Stand facing the machine holding a handle in each hand above your head. Pull the handles down while hinging at your hips and bending your knees, then rise as the handles return. Keep your back flat as you hinge.',
  },
  {
    slug: 'outdoor-cycling',
    name: 'Outdoor Cycling',
    category: 'cardio',
    equipment: 'other',
    tracking: 'distance_time',
    primary: ['quadriceps'],
    secondary: ['glutes', 'hamstrings', 'calves'],
    instructions:
      'Ride at the pace and route your coach sets. Keep a steady cadence and shift gears to hold it on hills. Wear a helmet and lights.',
  },
  {
    slug: 'swimming',
    name: 'Swimming',
    category: 'cardio',
    equipment: 'other',
    tracking: 'distance_time',
    primary: ['full_body'],
    secondary: ['lats', 'shoulders'],
    instructions:
      'Swim lengths in the stroke of your choice at a steady pace. Breathe in a regular rhythm and rest at the wall when needed. Swim where a lifeguard is on duty.',
  },
  // Cardio by time
  {
    slug: 'jump-rope',
    name: 'Jump Rope',
    category: 'cardio',
    equipment: 'other',
    tracking: 'time',
    primary: ['calves'],
    secondary: ['shoulders', 'quadriceps'],
    instructions:
      'Hold the handles at hip height and turn the rope with your wrists. Jump just high enough to clear it, landing softly on the balls of your feet. Use a rope length that reaches your armpits when you stand on its middle.',
  },
  {
    slug: 'jumping-jacks',
    name: 'Jumping Jacks',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['full_body'],
    secondary: ['calves', 'shoulders'],
    instructions:
      'Stand with feet together and arms at your sides. Jump your feet apart while raising your arms overhead, then jump back to the start. Land lightly on the balls of your feet.',
  },
  {
    slug: 'high-knees',
    name: 'High Knees',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['quadriceps'],
    secondary: ['calves', 'abs'],
    instructions:
      'Run on the spot, driving each knee up to hip height. Pump your arms and stay on the balls of your feet. Keep your torso upright rather than leaning back.',
  },
  {
    slug: 'butt-kicks',
    name: 'Butt Kicks',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['hamstrings'],
    secondary: ['calves'],
    instructions:
      'Jog on the spot while kicking your heels up towards your glutes. Keep your thighs pointing down and your arms moving. Stay light on your feet.',
  },
  {
    slug: 'mountain-climber',
    name: 'Mountain Climber',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['abs'],
    secondary: ['shoulders', 'quadriceps'],
    instructions:
      'Start in a high plank with your hands under your shoulders. Drive one knee towards your chest, then switch legs quickly as if running. Keep your hips level with your shoulders.',
  },
  {
    slug: 'battle-rope-waves',
    name: 'Battle Rope Waves',
    category: 'cardio',
    equipment: 'other',
    tracking: 'time',
    primary: ['full_body'],
    secondary: ['shoulders', 'abs'],
    instructions:
      'Hold an end of the rope in each hand and stand in a half squat. Move your arms up and down fast to send waves along the rope for the set time. Keep your back straight and your knees bent.',
  },
  {
    slug: 'shadow-boxing',
    name: 'Shadow Boxing',
    category: 'cardio',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['shoulders'],
    secondary: ['obliques', 'calves'],
    instructions:
      'Stand in a boxing stance with your hands up by your chin. Throw punches and move your feet for the set time, returning your hands to your face after each one. Do not fully snap your elbows straight.',
  },
  // Plyometrics
  {
    slug: 'box-jump',
    name: 'Box Jump',
    category: 'plyometrics',
    equipment: 'other',
    tracking: 'reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['calves', 'hamstrings'],
    instructions:
      'Stand a short step from a sturdy box. Swing your arms and jump onto it, landing softly with both feet and knees bent, then step down. Step down rather than jumping down between reps.',
  },
  {
    slug: 'broad-jump',
    name: 'Broad Jump',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['glutes', 'quadriceps'],
    secondary: ['hamstrings', 'calves'],
    instructions:
      'Stand with feet hip-width apart. Swing your arms back, bend your knees, then jump forward as far as you can, landing softly in a squat. Reset before each jump.',
  },
  {
    slug: 'jump-squat',
    name: 'Jump Squat',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['calves'],
    instructions:
      'Stand with feet shoulder-width apart and squat down. Jump straight up explosively, then land softly and sink straight into the next squat. Land with your knees in line with your toes.',
  },
  {
    slug: 'tuck-jump',
    name: 'Tuck Jump',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['quadriceps'],
    secondary: ['abs', 'calves'],
    instructions:
      'Stand with feet hip-width apart. Jump up and pull your knees towards your chest at the top, then land softly on the balls of your feet. Pause to reset if your landings get heavy.',
  },
  {
    slug: 'depth-jump',
    name: 'Depth Jump',
    category: 'plyometrics',
    equipment: 'other',
    tracking: 'reps',
    primary: ['quadriceps', 'calves'],
    secondary: ['glutes'],
    instructions:
      'Stand on a low box and step off. As soon as you land, jump up as high as you can with as little ground contact as possible. Start with a box no higher than your knees and keep the volume low.',
  },
  {
    slug: 'skater-jump',
    name: 'Skater Jump',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['glutes', 'abductors'],
    secondary: ['quadriceps', 'calves'],
    instructions:
      'Stand on one leg, then leap sideways and land on the other foot, letting the trailing leg swing behind. Push straight back the other way. Stick each landing with a bent knee before jumping again.',
  },
  {
    slug: 'jumping-lunge',
    name: 'Jumping Lunge',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings', 'calves'],
    instructions:
      'Start in a lunge position. Jump up and switch legs in the air, landing softly in a lunge on the other side. Keep your torso upright and your front knee behind your toes.',
  },
  {
    slug: 'single-leg-hop',
    name: 'Single-Leg Hop',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['calves', 'quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Stand on one leg with a slight knee bend. Hop forward or on the spot and land softly on the same leg. Keep your knee pointing over your toes.',
  },
  {
    slug: 'pogo-jumps',
    name: 'Pogo Jumps',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['calves'],
    secondary: ['quadriceps'],
    instructions:
      'Stand tall with your legs almost straight. Bounce quickly on the balls of your feet with only a little knee bend, keeping ground contact short. Start with low, easy bounces.',
  },
  {
    slug: 'hurdle-hop',
    name: 'Hurdle Hop',
    category: 'plyometrics',
    equipment: 'other',
    tracking: 'reps',
    primary: ['calves', 'quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Set up a row of low hurdles. Jump over each one with both feet, landing softly and springing into the next. Use low hurdles until your landings are quiet and controlled.',
  },
  {
    slug: 'star-jump',
    name: 'Star Jump',
    category: 'plyometrics',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['full_body'],
    secondary: ['quadriceps', 'calves'],
    instructions:
      'Squat down slightly with your arms in. Jump up and spread your arms and legs wide into a star, then bring them back in to land softly. Land with bent knees.',
  },
  {
    slug: 'medicine-ball-slam',
    name: 'Medicine Ball Slam',
    category: 'plyometrics',
    equipment: 'other',
    tracking: 'weight_reps',
    primary: ['full_body'],
    secondary: ['lats', 'abs', 'shoulders'],
    instructions:
      'Hold a slam ball overhead with your arms extended. Throw it down hard in front of your feet, bending your hips and knees, then pick it up and repeat. Use a non-bouncing ball and keep your face away from the rebound.',
  },
  {
    slug: 'wall-ball-shot',
    name: 'Wall Ball Shot',
    category: 'plyometrics',
    equipment: 'other',
    tracking: 'weight_reps',
    primary: ['full_body'],
    secondary: ['quadriceps', 'glutes', 'shoulders'],
    instructions:
      'Hold a medicine ball at your chest while facing a wall. Squat down, then stand up explosively and throw the ball to a target on the wall, catching it as you sink into the next squat. Keep your elbows under the ball.',
  },
  {
    slug: 'medicine-ball-chest-pass',
    name: 'Medicine Ball Chest Pass',
    category: 'plyometrics',
    equipment: 'other',
    tracking: 'weight_reps',
    primary: ['chest'],
    secondary: ['triceps', 'shoulders'],
    instructions:
      'Stand facing a wall or partner holding a medicine ball at your chest. Push the ball forward explosively, then catch it and bring it back to your chest. Use a ball light enough to throw fast.',
  },
  {
    slug: 'medicine-ball-rotational-throw',
    name: 'Medicine Ball Rotational Throw',
    category: 'plyometrics',
    equipment: 'other',
    tracking: 'weight_reps',
    primary: ['obliques'],
    secondary: ['abs', 'shoulders'],
    instructions:
      'Stand side-on to a wall holding a medicine ball at hip level. Turn away, then rotate powerfully through your hips and torso to throw the ball into the wall, and catch it on the rebound. Pivot your back foot as you turn.',
  },
  // Mobility
  {
    slug: 'worlds-greatest-stretch',
    name: "World's Greatest Stretch",
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['full_body'],
    secondary: ['hamstrings', 'glutes', 'obliques'],
    instructions:
      'Step into a long lunge and place both hands on the floor inside your front foot. Drop your elbow towards the instep, then rotate and reach that arm up to the ceiling. Return and switch sides, moving slowly.',
  },
  {
    slug: 'cat-cow',
    name: 'Cat-Cow',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['lower_back', 'back'],
    secondary: ['abs'],
    instructions:
      'Kneel on all fours with your hands under your shoulders. Round your back up towards the ceiling, then let it sink while you lift your chest and tailbone. Move with your breath.',
  },
  {
    slug: 'childs-pose',
    name: "Child's Pose",
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['lower_back', 'lats'],
    secondary: ['glutes'],
    instructions:
      'Kneel with your big toes touching and your knees apart. Sit back towards your heels and reach your arms forward on the floor. Breathe slowly and let your back relax.',
  },
  {
    slug: 'downward-dog',
    name: 'Downward Dog',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['hamstrings', 'calves'],
    secondary: ['shoulders', 'lats'],
    instructions:
      'Start on all fours, then lift your hips up and back until your body forms an upside-down V. Press your heels towards the floor and your chest towards your thighs. Bend your knees if your back rounds.',
  },
  {
    slug: 'pigeon-stretch',
    name: 'Pigeon Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['glutes'],
    secondary: ['abductors'],
    instructions:
      'From all fours, bring one knee forward behind your wrist and stretch the other leg back. Sink your hips down and lean forward over the front leg. Ease off if you feel pain in the front knee.',
  },
  {
    slug: 'kneeling-hip-flexor-stretch',
    name: 'Kneeling Hip Flexor Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['quadriceps'],
    secondary: ['abs'],
    instructions:
      'Kneel on one knee with the other foot flat in front. Tuck your pelvis under and shift forward until you feel a stretch at the front of the hip. Keep your torso upright.',
  },
  {
    slug: 'couch-stretch',
    name: 'Couch Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Kneel facing away from a wall or couch with one shin resting up against it. Step the other foot forward and lift your torso upright. Use a cushion under the knee and back off if it pinches.',
  },
  {
    slug: 'standing-hamstring-stretch',
    name: 'Standing Hamstring Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['hamstrings'],
    secondary: ['calves'],
    instructions:
      'Place one heel on a low step with your leg straight. Hinge forward from your hips with a flat back until you feel the stretch behind your thigh. Do not bounce.',
  },
  {
    slug: 'butterfly-stretch',
    name: 'Butterfly Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['adductors'],
    secondary: [],
    instructions:
      'Sit with the soles of your feet together and your knees falling out to the sides. Hold your feet and sit tall, letting your knees lower gently. Do not push your knees down with force.',
  },
  {
    slug: 'frog-stretch',
    name: 'Frog Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['adductors'],
    secondary: ['glutes'],
    instructions:
      'Kneel on all fours and slide your knees wide apart with your ankles in line with them. Rock your hips back slowly until you feel a stretch on the inner thighs. Use padding under your knees.',
  },
  {
    slug: 'open-book-rotation',
    name: 'Open Book Thoracic Rotation',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['back'],
    secondary: ['chest', 'obliques'],
    instructions:
      'Lie on your side with your knees bent and your arms straight out in front, palms together. Lift the top arm and rotate it across to the other side, following it with your eyes, then return. Keep your knees together on the floor.',
  },
  {
    slug: 'band-shoulder-dislocate',
    name: 'Band Shoulder Dislocate',
    category: 'mobility',
    equipment: 'band',
    tracking: 'reps',
    primary: ['shoulders'],
    secondary: ['chest'],
    instructions:
      'Hold a light band with a wide grip in front of your hips. With straight arms, lift it over your head and behind you, then bring it back. Widen your grip if you have to bend your elbows.',
  },
  {
    slug: 'doorway-chest-stretch',
    name: 'Doorway Chest Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['chest'],
    secondary: ['shoulders'],
    instructions:
      'Place your forearms on either side of a doorway with your elbows at shoulder height. Step through slowly until you feel a stretch across the chest. Keep your neck relaxed.',
  },
  {
    slug: 'cross-body-shoulder-stretch',
    name: 'Cross-Body Shoulder Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['shoulders'],
    secondary: ['back'],
    instructions:
      'Bring one straight arm across your chest. Use the other hand to press it gently towards your body above the elbow. Keep your shoulders down.',
  },
  {
    slug: 'overhead-triceps-stretch',
    name: 'Overhead Triceps Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['triceps'],
    secondary: ['lats'],
    instructions:
      'Raise one arm overhead and bend the elbow so your hand drops behind your head. Use the other hand to ease the elbow back. Stand tall and do not arch your lower back.',
  },
  {
    slug: 'wrist-flexor-stretch',
    name: 'Wrist Flexor Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['forearms'],
    secondary: [],
    instructions:
      'Hold one arm out straight with your palm facing up. Use the other hand to gently pull your fingers down and back. Keep the elbow straight and the stretch mild.',
  },
  {
    slug: 'upper-trap-stretch',
    name: 'Upper Trap Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['traps'],
    secondary: [],
    instructions:
      'Sit or stand tall and tilt your ear towards one shoulder. Rest the hand of that side lightly on your head to add a little stretch. Keep the other shoulder down and relaxed.',
  },
  {
    slug: 'wall-calf-stretch',
    name: 'Wall Calf Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['calves'],
    secondary: [],
    instructions:
      'Stand facing a wall with your hands on it and one foot stepped back. Keep the back heel down and the leg straight while you lean towards the wall. Bend the back knee slightly to stretch lower in the calf.',
  },
  {
    slug: 'hip-90-90-switch',
    name: '90/90 Hip Switch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['glutes'],
    secondary: ['adductors', 'abductors'],
    instructions:
      'Sit with both knees bent at 90 degrees, one leg in front and one to the side. Rotate both knees over to the other side without using your hands, then back. Sit tall and move slowly.',
  },
  {
    slug: 'deep-squat-hold',
    name: 'Deep Squat Hold',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['glutes', 'adductors'],
    secondary: ['quadriceps', 'calves'],
    instructions:
      'Squat down as low as you can with your heels on the floor. Hold the bottom position with your chest up, using your elbows to ease your knees out. Hold a post if you need help to stay balanced.',
  },
  {
    slug: 'knee-to-wall-ankle-mobility',
    name: 'Knee-to-Wall Ankle Mobility',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['calves'],
    secondary: [],
    instructions:
      'Kneel in a half kneel facing a wall with your front toes a short distance from it. Drive your front knee forward to touch the wall, keeping the heel down, then return. Move the foot back as it gets easier.',
  },
  {
    slug: 'cobra-stretch',
    name: 'Cobra Stretch',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['abs'],
    secondary: ['lower_back'],
    instructions:
      'Lie face down with your hands under your shoulders. Press up gently to lift your chest while your hips stay on the floor. Only go as high as your lower back is comfortable.',
  },
  {
    slug: 'seated-spinal-twist',
    name: 'Seated Spinal Twist',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'time',
    primary: ['obliques', 'lower_back'],
    secondary: ['glutes'],
    instructions:
      'Sit with one leg straight and the other knee bent, foot crossed over the straight leg. Turn your torso towards the bent knee, using your arm against it to guide you. Sit tall as you turn.',
  },
  {
    slug: 'leg-swing',
    name: 'Leg Swing',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['hamstrings'],
    secondary: ['adductors', 'abductors', 'glutes'],
    instructions:
      'Hold a wall or post for balance and swing one leg forward and back, then side to side. Let the swings grow gradually. Keep your standing leg straight and your torso still.',
  },
  {
    slug: 'arm-circles',
    name: 'Arm Circles',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['shoulders'],
    secondary: [],
    instructions:
      'Stand with your arms out to the sides at shoulder height. Draw small circles with your hands, growing them larger, then reverse the direction. Keep your shoulders down.',
  },
  {
    slug: 'foam-roller-thoracic-extension',
    name: 'Foam Roller Thoracic Extension',
    category: 'mobility',
    equipment: 'other',
    tracking: 'reps',
    primary: ['back'],
    secondary: [],
    instructions:
      'Lie on your back with a foam roller across your upper back and your hands supporting your head. Let your upper back arch gently over the roller, then curl back up. Keep the roller off your lower back.',
  },
  {
    slug: 'kettlebell-halo',
    name: 'Kettlebell Halo',
    category: 'mobility',
    equipment: 'kettlebell',
    tracking: 'reps',
    primary: ['shoulders'],
    secondary: ['traps', 'abs'],
    instructions:
      'Hold a light kettlebell upside down by the horns in front of your chest. Circle it around your head, keeping it close, then reverse. Brace your stomach so your body stays still.',
  },
  {
    slug: 'cossack-squat',
    name: 'Cossack Squat',
    category: 'mobility',
    equipment: 'bodyweight',
    tracking: 'reps',
    primary: ['adductors', 'quadriceps'],
    secondary: ['glutes'],
    instructions:
      'Stand with a very wide stance. Shift your weight to one side and squat down on that leg while the other leg straightens with the toes lifted, then move to the other side. Keep your heel down and go as low as you control.',
  },
];
